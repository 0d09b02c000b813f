import { Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import type { Listing } from '@platform/contracts';
import { QueryState, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { ListingList } from '../../lib/market/listing-row.tsx';
import { instrumentsQuery, rankingsQuery } from '../../lib/market/queries.ts';
import { Simulated } from '../../lib/market/simulated.tsx';
import { IndexStrip } from './index-strip.tsx';
import { HOME } from './texts.ts';

const inRegion = (rows: readonly Listing[], region: string) =>
  rows.filter((l) => l.instrument.class === 'index' && l.instrument.region === region);

function MarketCard({ title, listings }: { title: string; listings: readonly Listing[] }) {
  return (
    <Paper p="md" radius="lg" withBorder>
      <Title order={3} size="h5" mb={4}>
        {title}
      </Title>
      <ListingList listings={listings} label={title} />
    </Paper>
  );
}

/** About the section's height once loaded: one column on phones, two from `sm` on. */
const LOADED_HEIGHT = { base: 980, sm: 730 };

/** Home's market part: the index strip, US and European market cards, with the simulated-data badge. */
export function MarketOverview() {
  const { t } = useTexts(HOME);
  const indices = useQuery(instrumentsQuery({ class: 'index' }));
  const active = useQuery(rankingsQuery({ kind: 'active', class: 'stock', limit: 5 }));
  const rows = indices.data?.rows ?? [];
  // While the lists load, the section keeps about the height it will have, so the cards below it do not jump when
  // they arrive (the first screen's layout shift).
  const loading = indices.isPending || active.isPending;
  return (
    <Stack gap="sm" mih={loading ? LOADED_HEIGHT : undefined}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h4">
          {t('globalIndices')}
        </Title>
        <Simulated />
      </Group>
      {indices.data ? <IndexStrip indices={rows} label={t('globalIndices')} /> : <QueryState query={indices} />}
      {/* The cards show together, once both lists are in, so none of them pushes another down as it arrives. */}
      {!loading && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" style={{ alignItems: 'start' }}>
          <Stack gap="sm">
            {indices.data && <MarketCard title={t('usMarkets')} listings={inRegion(rows, 'US')} />}
            {active.data && <MarketCard title={t('mostActive')} listings={active.data} />}
          </Stack>
          {indices.data && <MarketCard title={t('europeMarkets')} listings={inRegion(rows, 'Europe')} />}
        </SimpleGrid>
      )}
    </Stack>
  );
}
