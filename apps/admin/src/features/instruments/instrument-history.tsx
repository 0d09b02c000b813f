import { Stack, Title } from '@mantine/core';
import { QueryState } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { auditQueries } from '../../shared/audit/audit-queries.ts';
import { AuditTable } from '../../shared/audit/audit-table.tsx';
import { PaginationBar } from '../../shared/pagination-bar.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';

const PAGE_SIZE = 10;

/** The audit entries about this instrument (halts and resumes, recorded as target type `instrument`). */
export function InstrumentHistory({ symbol }: { symbol: string }) {
  const { t } = useAppTexts<ScreenTexts>();
  const [pageNum, setPageNum] = useState(1);
  const query = useQuery(
    auditQueries.list({ targetType: 'instrument', targetId: symbol, pageNum, pageSize: PAGE_SIZE }),
  );
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('instruments.detail.history')}
      </Title>
      <QueryState query={query} isEmpty={(page) => page.total === 0} emptyText={t('instruments.detail.historyEmpty')}>
        {(page) => (
          <Stack gap="sm">
            <AuditTable rows={page.rows} label={t('instruments.detail.history')} />
            <PaginationBar total={page.total} pageNum={pageNum} pageSize={PAGE_SIZE} onChange={setPageNum} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
