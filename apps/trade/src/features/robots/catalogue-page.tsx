import { Anchor, Group, SimpleGrid, Stack } from '@mantine/core';
import { QueryState, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Simulated } from '../../lib/market/simulated.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { PageHeading } from '../../lib/product/index.ts';
import { productsQuery } from './api.ts';
import { ProductCard } from './product-card.tsx';
import { ROBOTS } from './texts.ts';

/** /robots — the robots on offer, each with its rules in words and its prices; the way to the user's own robots. */
export function CataloguePage() {
  const { t } = useTexts(ROBOTS);
  usePageTitle(t('title'));
  const products = useQuery(productsQuery());
  return (
    <Stack gap="md" py={{ base: 0, sm: 'md' }}>
      <PageHeading
        title={t('title')}
        aside={
          <Group gap="sm">
            <Simulated />
            <Anchor component={Link} to="/robots/mine" fw={600} size="sm">
              {t('mine')}
            </Anchor>
          </Group>
        }
        intro={t('intro')}
      />
      <QueryState query={products} isEmpty={(data) => data.length === 0} emptyText={t('empty')}>
        {(data) => (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {data.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </Stack>
  );
}
