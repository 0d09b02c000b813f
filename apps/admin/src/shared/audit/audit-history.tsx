import { Stack, Title } from '@mantine/core';
import type { HistoryTarget } from '@platform/contracts';
import { QueryState } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ObjectTab } from '../object-tabs.tsx';
import { PaginationBar } from '../pagination-bar.tsx';
import { auditQueries } from './audit-queries.ts';
import { AuditTable } from './audit-table.tsx';

const PAGE_SIZE = 10;

interface AuditHistoryProps {
  targetType: HistoryTarget;
  /** The one object; without it, every object of the type (the trading classes' settings). */
  targetId?: string;
  title: string;
  emptyText: string;
}

/** The audit entries about one object (a case, a submission, a published item) or one kind: who did what to it, and why. */
export function AuditHistory({ targetType, targetId, title, emptyText }: AuditHistoryProps) {
  const [pageNum, setPageNum] = useState(1);
  const query = useQuery(auditQueries.history({ targetType, targetId, pageNum, pageSize: PAGE_SIZE }));
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {title}
      </Title>
      <QueryState query={query} isEmpty={(page) => page.total === 0} emptyText={emptyText}>
        {(page) => (
          <Stack gap="sm">
            <AuditTable rows={page.rows} label={title} />
            <PaginationBar total={page.total} pageNum={pageNum} pageSize={PAGE_SIZE} onChange={setPageNum} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

/** An object page's History tab: its audit entries under the tab's name. */
export const historyTab = (
  targetType: HistoryTarget,
  targetId: string | number,
  label: string,
  emptyText: string,
): ObjectTab => ({
  value: 'history',
  label,
  panel: <AuditHistory targetType={targetType} targetId={String(targetId)} title={label} emptyText={emptyText} />,
});
