import { Stack } from '@mantine/core';
import type { PositionView } from '@platform/contracts';
import { QueryState, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Pager } from '../../lib/money/pager.tsx';
import { positionsQuery } from '../../lib/trading/api.ts';
import { useLiveQuotes } from '../../lib/trading/use-live-quotes.ts';
import { CloseDialog } from './close-dialog.tsx';
import { HoldingItem } from './holding-item.tsx';
import { RECORDS } from './records-texts.ts';
import { StopsDialog } from './stops-dialog.tsx';

const PAGE_SIZE = 20;

/** Open positions with live floating P/L; close (in full or in part) and edit stops, each behind its own dialog. */
export function HoldingsTab({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTexts(RECORDS);
  const positions = useQuery(positionsQuery({ state: 'open', pageNum: page, pageSize: PAGE_SIZE }));
  const rows = positions.data?.rows ?? [];
  const quotes = useLiveQuotes(rows.map((p) => p.symbol));
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
              quote={quotes.get(position.symbol)}
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
