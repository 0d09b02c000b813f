import { Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { Listing, Quote } from '@platform/contracts';
import { ChangeText, CompactNumber, useTexts } from '@platform/ui';
import { Link, useSearchParams } from 'react-router';
import { LastPrice } from '../../lib/market/listing-row.tsx';
import { useLiveSparklines } from '../../lib/market/live-sparklines.ts';
import { useUpColor } from '../../lib/market/prefs.ts';
import { Sparkline } from '../../lib/market/sparkline.tsx';
import { useLiveQuotes } from '../../lib/trading/use-live-quotes.ts';
import classes from './market-table.module.css';
import { isSortKey, nextSort, type SortKey, sortRows, type TableSort } from './table-sort.ts';
import { MARKETS } from './texts.ts';

/** The sort lives in the URL with the page's other choices, so coming back from a quote keeps it. */
function useTableSort(): [TableSort | null, (key: SortKey) => void] {
  const [params, setParams] = useSearchParams();
  const key = params.get('sort');
  const sort: TableSort | null = isSortKey(key)
    ? { key, direction: params.get('dir') === 'ascending' ? 'ascending' : 'descending' }
    : null;
  const choose = (pressed: SortKey) => {
    const next = nextSort(sort, pressed);
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        out.set('sort', next.key);
        out.set('dir', next.direction);
        return out;
      },
      { replace: true },
    );
  };
  return [sort, choose];
}

function SortHeader({
  column,
  label,
  sort,
  onSort,
  numeric = true,
}: {
  column: SortKey;
  label: string;
  sort: TableSort | null;
  onSort: (key: SortKey) => void;
  numeric?: boolean;
}) {
  const active = sort?.key === column;
  const arrow = !active ? '↕' : sort.direction === 'ascending' ? '▲' : '▼';
  return (
    <Table.Th aria-sort={active ? sort.direction : 'none'} className={numeric ? classes.numeric : undefined}>
      <UnstyledButton className={classes.sortButton} onClick={() => onSort(column)} data-sort-key={column}>
        {label}
        <span aria-hidden="true" className={classes.sortArrow} data-active={active || undefined}>
          {arrow}
        </span>
      </UnstyledButton>
    </Table.Th>
  );
}

/** The desktop market list: one row per instrument with live figures and the day's line; every figure sorts. */
export function MarketTable({ listings, label }: { listings: readonly Listing[]; label: string }) {
  const { t } = useTexts(MARKETS);
  const upColor = useUpColor();
  const [sort, onSort] = useTableSort();
  const symbols = listings.map((l) => l.instrument.symbol);
  const live = useLiveQuotes(symbols);
  const lineOf = useLiveSparklines(symbols, live);
  const withMarketCap = listings.some((l) => l.quote.marketCap !== null);

  const rows = sortRows(
    listings.map((listing) => {
      const pushed = live.get(listing.instrument.symbol);
      const quote: Quote = pushed && pushed.time >= listing.quote.time ? pushed : listing.quote;
      return { listing, quote };
    }),
    sort,
  );
  const header = (column: SortKey, numeric = true) => (
    <SortHeader column={column} label={t(`columns.${column}`)} sort={sort} onSort={onSort} numeric={numeric} />
  );

  return (
    <Table.ScrollContainer minWidth={720} type="native">
      <Table highlightOnHover verticalSpacing={6} className={classes.table} data-testid="market-table">
        <Table.Caption>
          <VisuallyHidden>{label}</VisuallyHidden>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {header('symbol', false)}
            {header('last')}
            {header('change')}
            {header('changePercent')}
            {header('volume')}
            {withMarketCap && header('marketCap')}
            <Table.Th className={classes.trendHead}>{t('columns.trend')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ listing: { instrument }, quote }) => {
            const line = lineOf.get(instrument.symbol);
            return (
              <Table.Tr key={instrument.symbol} data-symbol={instrument.symbol} className={classes.tableRow}>
                <Table.Td className={classes.nameCell}>
                  <Link to={`/quote/${instrument.symbol}`} className={classes.tableLink}>
                    <Text span fw={700} size="sm" display="block">
                      {instrument.symbol}
                    </Text>
                    <Text span size="xs" c="dimmed" display="block" truncate>
                      {instrument.name}
                    </Text>
                  </Link>
                </Table.Td>
                <Table.Td className={classes.numeric}>
                  <LastPrice quote={quote} upColor={upColor} data-testid="last" />
                </Table.Td>
                <Table.Td className={classes.numeric}>
                  <ChangeText value={quote.change} upColor={upColor} size="sm" data-testid="change" />
                </Table.Td>
                <Table.Td className={classes.numeric} data-value={quote.changePercent} data-testid="change-percent">
                  <ChangeText value={quote.changePercent} suffix="%" upColor={upColor} size="sm" fw={600} />
                </Table.Td>
                <Table.Td className={classes.numeric} data-value={quote.volume}>
                  <CompactNumber value={quote.volume} size="sm" />
                </Table.Td>
                {withMarketCap && (
                  <Table.Td className={classes.numeric} data-value={quote.marketCap ?? ''}>
                    {quote.marketCap === null ? '—' : <CompactNumber value={quote.marketCap} size="sm" />}
                  </Table.Td>
                )}
                <Table.Td className={classes.trendCell}>{line && <Sparkline line={line} upColor={upColor} />}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
