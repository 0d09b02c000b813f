import { Stack } from '@mantine/core';
import type { PositionView, SettlementCurrency } from '@platform/contracts';
import { QueryState, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Pager } from '../../lib/money/pager.tsx';
import { positionsQuery } from '../../lib/trading/api.ts';
import { liveAccount } from '../../lib/trading/live-figures.ts';
import { useLiveAccounts } from '../../lib/trading/use-live-accounts.ts';
import { useLiveQuotes } from '../../lib/trading/use-live-quotes.ts';
import { CloseDialog } from './close-dialog.tsx';
import { HoldingItem } from './holding-item.tsx';
import type { AccountLevels } from './position-figures.tsx';
import { RECORDS } from './records-texts.ts';
import { StopsDialog } from './stops-dialog.tsx';

const PAGE_SIZE = 20;

/**
 * Each account's equity and its margin-call and stop-out equity at the live quotes, with those quotes: a position's
 * margin-call and stop-out prices need its mark and its account's equity from one set of quotes. Unknown (undefined)
 * while the account or some of its open positions are not loaded.
 */
function useAccountLevels() {
  const { accounts, positions, quotes } = useLiveAccounts();
  const of = (currency: SettlementCurrency): AccountLevels | undefined => {
    const account = accounts.data?.accounts.find((a) => a.currency === currency);
    if (!account) return undefined;
    const live = liveAccount(account, positions, quotes);
    if (!live.live) return undefined;
    const { marginCallEquity, stopOutEquity } = account;
    return { currency, equity: live.equity, marginCallEquity, stopOutEquity };
  };
  return { of, quotes };
}

/** Open positions with live floating P/L; close (in full or in part) and edit stops, each behind its own dialog. */
export function HoldingsTab({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTexts(RECORDS);
  const positions = useQuery(positionsQuery({ state: 'open', pageNum: page, pageSize: PAGE_SIZE }));
  const rows = positions.data?.rows ?? [];
  const quotes = useLiveQuotes(rows.map((p) => p.symbol));
  const levels = useAccountLevels();
  const [closing, setClosing] = useState<PositionView | null>(null);
  const [editing, setEditing] = useState<PositionView | null>(null);

  return (
    <Stack gap="sm">
      <QueryState query={positions} isEmpty={(data) => data.rows.length === 0} emptyText={t('noHoldings')} />
      {rows.length > 0 && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('tabs.holdings')}>
          {rows.map((position) => (
            <HoldingItem
              key={position.id}
              position={position}
              quote={levels.quotes.get(position.symbol) ?? quotes.get(position.symbol)}
              account={levels.of(position.currency)}
              onClose={() => setClosing(position)}
              onEditStops={() => setEditing(position)}
            />
          ))}
        </Stack>
      )}
      {positions.data && <Pager page={page} pageSize={PAGE_SIZE} total={positions.data.total} onChange={onPage} />}
      <CloseDialog
        position={closing}
        quote={closing ? quotes.get(closing.symbol) : undefined}
        onDone={() => setClosing(null)}
      />
      <StopsDialog
        position={editing}
        quote={editing ? quotes.get(editing.symbol) : undefined}
        onDone={() => setEditing(null)}
      />
    </Stack>
  );
}
