import { Paper, SegmentedControl, Stack, Tabs, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { STOCK_EXCHANGES } from '@platform/contracts';
import { useTexts } from '@platform/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { MarketPage } from '../../lib/market/market-page.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { MarketList } from './market-list.tsx';
import { isRanking, isTab, RANKINGS, TAB_NAMES } from './market-tabs.ts';
import { ScrollTabs } from './scroll-tabs.tsx';
import { SearchResults } from './search-results.tsx';
import { MARKETS } from './texts.ts';

type StockExchange = (typeof STOCK_EXCHANGES)[number];
const isExchange = (v: string | null): v is StockExchange =>
  v !== null && (STOCK_EXCHANGES as readonly string[]).includes(v);

/** /markets — tabs by class, exchange choice for stocks, rankings, and search. The choices live in the URL. */
export function MarketsPage() {
  const { t } = useTexts(MARKETS);
  usePageTitle(t('title'));
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const rankParam = params.get('rank');
  const exchangeParam = params.get('exchange');
  const tab = isTab(tabParam) ? tabParam : 'stocks';
  const ranking = isRanking(rankParam) ? rankParam : 'all';
  const exchange = isExchange(exchangeParam) ? exchangeParam : 'NASDAQ';
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const rankable = tab !== 'energy' && tab !== 'agriculture';

  const choose = (key: string, value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );

  return (
    <MarketPage title={t('title')}>
      <TextInput
        type="search"
        label={t('search')}
        placeholder="AAPL"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      {q ? (
        <Paper p="md" radius="lg" withBorder>
          <SearchResults q={q} />
        </Paper>
      ) : (
        <Paper p="sm" radius="lg" withBorder>
          <Tabs value={tab} onChange={(v) => v && choose('tab', v)} keepMounted={false}>
            <ScrollTabs backLabel={t('scrollTabs.back')} forwardLabel={t('scrollTabs.forward')}>
              <Tabs.List aria-label={t('tabsLabel')} style={{ flexWrap: 'nowrap' }}>
                {TAB_NAMES.map((name) => (
                  <Tabs.Tab key={name} value={name} style={{ whiteSpace: 'nowrap' }}>
                    {t(`tabs.${name}`)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
            </ScrollTabs>
            {TAB_NAMES.map((name) => (
              <Tabs.Panel key={name} value={name} pt="sm">
                <Stack gap="xs">
                  {name === 'stocks' && (
                    <SegmentedControl
                      aria-label={t('exchange')}
                      size="xs"
                      value={exchange}
                      onChange={(v) => choose('exchange', v)}
                      data={[...STOCK_EXCHANGES]}
                    />
                  )}
                  {rankable && (
                    <SegmentedControl
                      aria-label={t('ranking')}
                      size="xs"
                      value={ranking}
                      onChange={(v) => choose('rank', v)}
                      data={RANKINGS.map((r) => ({ value: r, label: t(`rankings.${r}`) }))}
                    />
                  )}
                  <MarketList tab={name} ranking={rankable ? ranking : 'all'} exchange={exchange} />
                </Stack>
              </Tabs.Panel>
            ))}
          </Tabs>
        </Paper>
      )}
    </MarketPage>
  );
}
