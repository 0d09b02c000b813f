import { Anchor, Stack } from '@mantine/core';
import { QueryState, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../lib/page-title.ts';
import { PageHeading, Section } from '../../lib/product/index.ts';
import { productsQuery } from './api.ts';
import { LoanCalculator } from './loan-calculator.tsx';
import classes from './loans.module.css';
import { ProductCard } from './product-card.tsx';
import { LOANS } from './texts.ts';

/** /loans — the products offered, and the chosen one's calculator: the full schedule and costs before applying. */
export function LoansPage() {
  const { t } = useTexts(LOANS);
  usePageTitle(t('title'));
  const products = useQuery(productsQuery());
  const [params, setParams] = useSearchParams();
  return (
    <Stack gap="md" py={{ base: 0, sm: 'md' }}>
      <PageHeading
        title={t('title')}
        aside={
          <Anchor component={Link} to="/loans/mine" fw={600}>
            {t('mine')}
          </Anchor>
        }
        intro={t('intro')}
      />
      <QueryState query={products} isEmpty={(rows) => rows.length === 0} emptyText={t('empty')}>
        {(rows) => {
          const asked = Number(params.get('product'));
          const chosen = rows.find((p) => p.id === asked) ?? rows[0]!;
          return (
            <div className={classes.layout}>
              <Stack gap="md" component="section" aria-label={t('products')} className={classes.products}>
                {rows.map((product) => (
                  <ProductCard
                    key={product.id}
                    product={product}
                    chosen={product.id === chosen.id}
                    onChoose={() => {
                      setParams({ product: String(product.id) }, { replace: true });
                      // On a phone the calculator is below every product: bring it into view.
                      document.getElementById('loan-calculator')?.scrollIntoView({ block: 'start' });
                    }}
                  />
                ))}
              </Stack>
              <Section
                id="loan-calculator"
                title={t('calculator.titleOf', { name: chosen.name })}
                className={classes.calculator}
              >
                <LoanCalculator key={chosen.id} product={chosen} />
              </Section>
            </div>
          );
        }}
      </QueryState>
    </Stack>
  );
}
