import { Grid, Stack, Title } from '@mantine/core';
import { QueryState, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Simulated } from '../../lib/market/simulated.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { MineList, PageHeading, Section, usePageParam } from '../../lib/product/index.ts';
import { contractsQuery, energyQuery, MINING_PAGE_SIZE, networkQuery, productsQuery, useMiningNews } from './api.ts';
import { ContractCard } from './contract-card.tsx';
import { EnergySection } from './energy-section.tsx';
import { FormulaSection } from './formula-section.tsx';
import { ProductCard } from './product-card.tsx';
import { Risks } from './risks.tsx';
import { MINING } from './texts.ts';
import { useStatusToasts } from './use-status-toasts.ts';

function Products() {
  const { t } = useTexts(MINING);
  const products = useQuery(productsQuery());
  return (
    <Section id="mining-products" title={t('products.title')} gap="md">
      <Risks id="mining-risks" />
      <QueryState query={products} isEmpty={(rows) => rows.length === 0} emptyText={t('products.empty')}>
        {(rows) => (
          <Stack gap="md">
            {rows.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </Stack>
        )}
      </QueryState>
    </Section>
  );
}

function Contracts({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTexts(MINING);
  const contracts = useQuery(contractsQuery(page));
  useStatusToasts(contracts.data?.rows);
  return (
    <Stack gap="sm" component="section" aria-labelledby="mining-contracts">
      <Title order={2} size="h4" id="mining-contracts">
        {t('contracts.title')}
      </Title>
      <QueryState query={contracts} isEmpty={(data) => data.total === 0} emptyText={t('contracts.empty')}>
        {(data) => (
          <MineList page={page} pageSize={MINING_PAGE_SIZE} total={data.total} onPage={onPage}>
            {data.rows.map((contract) => (
              <ContractCard key={contract.id} contract={contract} />
            ))}
          </MineList>
        )}
      </QueryState>
    </Stack>
  );
}

/** /mining — the energy balance and the user's contracts; the products with their terms and risks; the formula. */
export function MiningPage() {
  const { t } = useTexts(MINING);
  usePageTitle(t('title'));
  useMiningNews();
  const [page, setPage] = usePageParam();
  const energy = useQuery(energyQuery());
  const network = useQuery(networkQuery());
  return (
    <Stack gap="md" py={{ base: 0, sm: 'md' }}>
      <PageHeading title={t('title')} aside={<Simulated />} intro={t('intro')} />
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
          <Stack gap="md">
            <QueryState query={energy}>{(data) => <EnergySection energy={data} />}</QueryState>
            <Contracts page={page} onPage={setPage} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
          <Stack gap="md">
            <Products />
            <QueryState query={network}>
              {(data) => <FormulaSection network={data} current={data.periods[0]} />}
            </QueryState>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
