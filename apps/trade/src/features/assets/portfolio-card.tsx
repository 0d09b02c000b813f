import { Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import {
  type Currency,
  compareDecimals,
  type HoldingView,
  SETTLEMENT_CURRENCIES,
  type SettlementCurrency,
  sumDecimals,
} from '@platform/contracts';
import { Amount, QueryState, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { quotesQuery } from '../../lib/market/queries.ts';
import { OPEN_POSITIONS, positionsQuery, tradingAccountQuery } from '../../lib/trading/api.ts';
import { liveAccount, livePosition } from '../../lib/trading/live-figures.ts';
import { PnlAmount } from '../../lib/trading/pnl-amount.tsx';
import { useLiveQuotes } from '../../lib/trading/use-live-quotes.ts';
import { useTradingFeed } from '../../lib/trading/use-trading-feed.ts';
import { useAssetsPrefs } from './assets-prefs.ts';
import { type HoldingRow, HoldingsList } from './holdings-list.tsx';
import { convertAmount, FX_SYMBOL, portfolioTotal, startOfToday, todayPnl } from './portfolio-total.ts';
import { ASSETS } from './texts.ts';

/** Closed positions read for today's realised P/L: the newest page. */
const CLOSED_TODAY = { state: 'closed', pageSize: 100 } as const;

export interface PortfolioFigures {
  /** Where each amount sits (the assets' holding lines): each counted once, loans owed negative. */
  holdings: readonly HoldingView[];
  display: SettlementCurrency;
  eurUsd: string;
  floatingPnl: Partial<Record<SettlementCurrency, string>>;
  /** Today's P/L per settlement currency; null where it cannot be known. */
  today: Partial<Record<SettlementCurrency, string | null>>;
}

/** The figures as shown: the total, today's P/L, and what the estimate rests on. */
export function PortfolioView({ holdings, display, eurUsd, floatingPnl, today }: PortfolioFigures) {
  const { t } = useTexts(ASSETS);
  const total = portfolioTotal(holdings, floatingPnl, display, eurUsd);
  // The lines the total adds up, in order: the floating P/L beside the margins it moves, the loans owed last.
  const pnlRows: HoldingRow[] = Object.entries(floatingPnl)
    .filter(([, amount]) => amount !== undefined && compareDecimals(amount, '0') !== 0)
    .map(([currency, amount]) => ({ line: 'floatingPnl', currency: currency as Currency, amount: amount! }));
  const owed = holdings.filter((h) => h.line === 'loansOwed');
  const rows: HoldingRow[] = [...holdings.filter((h) => h.line !== 'loansOwed'), ...pnlRows, ...owed];
  const todayParts = Object.entries(today).map(([currency, pnl]) =>
    pnl === null || pnl === undefined ? null : convertAmount(pnl, currency as Currency, display, eurUsd),
  );
  const todayTotal = todayParts.includes(null) ? null : sumDecimals(todayParts as string[], 2);
  return (
    <Stack gap={6}>
      <div>
        <Text size="sm" c="dimmed" id="assets-total-label">
          {t('totalLabel')}
        </Text>
        <Text
          fz={28}
          fw={700}
          lh={1.2}
          aria-labelledby="assets-total-label"
          data-testid="assets-total"
          data-amount={total.amount}
          data-currency={display}
          style={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
        >
          ≈ <Amount value={total.amount} currency={display} />
        </Text>
      </div>
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" c="dimmed">
          {t('todayPnl')}
        </Text>
        {todayTotal === null ? (
          <Text size="sm" data-testid="assets-today-pnl">
            {t('todayPnlUnknown')}
          </Text>
        ) : (
          <Text size="sm" fw={600} data-testid="assets-today-pnl" data-amount={todayTotal}>
            ≈ <PnlAmount value={todayTotal} currency={display} />
          </Text>
        )}
      </Group>
      {rows.length > 0 && <HoldingsList rows={rows} />}
      <Text size="xs" c="dimmed">
        {[
          total.usedFx ? t('fxNote', { rate: eurUsd }) : null,
          total.usedPar ? t('parNote') : null,
          total.excluded.length > 0 ? t('excludedNote', { currencies: total.excluded.join(', ') }) : null,
          t('todayPnlNote'),
        ]
          .filter(Boolean)
          .join(' ')}
      </Text>
    </Stack>
  );
}

/**
 * The overview at the top of Assets: every balance and open position estimated in the display currency, and
 * today's P/L of the trading accounts, following the live quotes.
 */
export function PortfolioCard({ holdings }: { holdings: readonly HoldingView[] }) {
  const { t } = useTexts(ASSETS);
  const display = useAssetsPrefs((s) => s.displayCurrency);
  const setDisplay = useAssetsPrefs((s) => s.setDisplayCurrency);
  useTradingFeed();
  const accounts = useQuery(tradingAccountQuery());
  const open = useQuery(positionsQuery(OPEN_POSITIONS));
  const closed = useQuery(positionsQuery(CLOSED_TODAY));
  const openRows = open.data?.rows ?? [];
  const symbols = [FX_SYMBOL, ...new Set(openRows.map((p) => p.symbol))];
  const snapshots = useQuery(quotesQuery(symbols));
  const live = useLiveQuotes(symbols);

  const quotes = new Map(snapshots.data?.map((q) => [q.symbol, q]));
  for (const [symbol, quote] of live) quotes.set(symbol, quote);
  const eurUsd = quotes.get(FX_SYMBOL)?.last ?? null;

  const pending = [accounts, open, closed, snapshots].find((q) => !q.data);
  const allOpen = open.data && open.data.total <= openRows.length ? openRows : null;
  const dayStart = startOfToday();
  const closedRows = closed.data?.rows ?? [];
  const oldest = closedRows.at(-1)?.closedAt;
  const closedComplete =
    closed.data && (closed.data.total <= closedRows.length || (oldest && Date.parse(oldest) < dayStart))
      ? closedRows
      : null;

  const floatingPnl: Partial<Record<SettlementCurrency, string>> = {};
  const today: Partial<Record<SettlementCurrency, string | null>> = {};
  const marks = new Map(openRows.map((p) => [p.symbol, livePosition(p, quotes.get(p.symbol)).mark]));
  for (const account of accounts.data?.accounts ?? []) {
    floatingPnl[account.currency] = liveAccount(account, allOpen, quotes).floatingPnl;
    today[account.currency] = allOpen
      ? todayPnl(account.currency, allOpen, closedComplete, quotes, marks, dayStart)
      : null;
  }

  return (
    <Paper p="md" radius="lg" withBorder component="section" aria-labelledby="assets-overview">
      <Group justify="space-between" align="center" gap="xs" mb="xs">
        <Title order={2} size="h4" id="assets-overview">
          {t('overview')}
        </Title>
        <SegmentedControl
          size="xs"
          aria-label={t('displayCurrency')}
          value={display}
          onChange={(value) => setDisplay(value as SettlementCurrency)}
          data={[...SETTLEMENT_CURRENCIES]}
        />
      </Group>
      {pending || eurUsd === null ? (
        <QueryState query={pending ?? snapshots} />
      ) : (
        <PortfolioView holdings={holdings} display={display} eurUsd={eurUsd} floatingPnl={floatingPnl} today={today} />
      )}
    </Paper>
  );
}
