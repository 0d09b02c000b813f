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

/** Every change to the settings (target type `trading_class`): who, when, why, and the values before and after. */
export function SettingsHistory() {
  const { t } = useAppTexts<ScreenTexts>();
  const [pageNum, setPageNum] = useState(1);
  const query = useQuery(auditQueries.list({ targetType: 'trading_class', pageNum, pageSize: PAGE_SIZE }));
  const title = t('trading.settings.history');
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {title}
      </Title>
      <QueryState query={query} isEmpty={(page) => page.total === 0} emptyText={t('trading.settings.historyEmpty')}>
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
