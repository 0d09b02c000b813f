import { Button, Paper, Stack } from '@mantine/core';
import type { LoanProductView } from '@platform/contracts';
import { trimZeros, useTexts } from '@platform/ui';
import { CardTitle, type Figure, FigureList } from '../../lib/product/index.ts';
import { originationFeeWords, overdueFeeWords, rateText } from './terms.ts';
import { LOANS } from './texts.ts';

/** One product's disclosed terms: amount range, terms, APR, origination fee, overdue fee and collateral. */
export function ProductCard({
  product: p,
  chosen,
  onChoose,
}: {
  product: LoanProductView;
  chosen: boolean;
  onChoose(): void;
}) {
  const { t } = useTexts(LOANS);
  const titleId = `loan-product-${p.id}`;
  const figures: Figure[] = [
    [
      'range',
      t('product.amountRange'),
      t('product.range', { min: trimZeros(p.minAmount), max: trimZeros(p.maxAmount) }),
    ],
    ['terms', t('product.terms'), p.termMonths.map((months) => t('months', { count: months })).join(', ')],
    ['apr', t('product.apr'), rateText(t, p.apr)],
    ['fee', t('product.fee'), originationFeeWords(t, p.originationFeePercent)],
    ['overdueFee', t('product.overdueFee'), overdueFeeWords(t, p.overdueFeeKind, p.overdueFee)],
    ['collateral', t('product.collateral'), t('product.noCollateral')],
  ];
  return (
    <Paper
      component="article"
      withBorder
      radius="lg"
      p="md"
      aria-labelledby={titleId}
      data-testid="loan-product"
      style={chosen ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}
    >
      <Stack gap="sm">
        <CardTitle id={titleId} order={2} name={p.name} description={p.description} />
        <FigureList prefix="loan" figures={figures} wide={2} />
        <Button
          variant={chosen ? 'light' : 'outline'}
          onClick={onChoose}
          aria-pressed={chosen}
          aria-label={t('product.choose', { name: p.name })}
        >
          {chosen ? t('product.chosen') : t('product.chooseShort')}
        </Button>
      </Stack>
    </Paper>
  );
}
