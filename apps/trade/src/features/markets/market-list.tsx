import { Text } from '@mantine/core';
import type { STOCK_EXCHANGES } from '@platform/contracts';
import { QueryState, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { instrumentsQuery, rankingsQuery } from '../../lib/market/queries.ts';
import { MARKET } from '../../lib/market/texts.ts';
import { Listings } from './listings.tsx';
import { MARKET_TABS, type MarketTab, type Ranking } from './market-tabs.ts';
import { MARKETS } from './texts.ts';

export interface MarketListProps {
  tab: MarketTab;
  ranking: Ranking;
  exchange: (typeof STOCK_EXCHANGES)[number];
}

/** The instruments of a tab (stocks on one exchange), all of them or ranked. */
export function MarketList({ tab, ranking, exchange }: MarketListProps) {
  const { t } = useTexts(MARKETS);
  const spec = MARKET_TABS[tab];
  const exchangeFilter = tab === 'stocks' ? exchange : undefined;
  const group = 'group' in spec ? spec.group : undefined;
  const all = useQuery({
    ...instrumentsQuery({ class: spec.class, exchange: exchangeFilter, group }),
    enabled: ranking === 'all',
  });
  const ranked = useQuery({
    ...rankingsQuery({ kind: ranking === 'all' ? 'gainers' : ranking, class: spec.class, exchange: exchangeFilter }),
    enabled: ranking !== 'all',
  });
  const query = ranking === 'all' ? all : ranked;
  const listings = ranking === 'all' ? all.data?.rows : ranked.data;
  if (!listings) return <QueryState<unknown> query={query} />;
  if (listings.length === 0)
    return (
      <Text size="sm" c="dimmed" py="md">
        {t('empty', { ns: MARKET })}
      </Text>
    );
  return (
    <Listings
      listings={listings}
      label={t('listLabel', { tab: t(`tabs.${tab}`), ranking: t(`rankings.${ranking}`) })}
    />
  );
}
