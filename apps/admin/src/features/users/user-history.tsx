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

/** The audit entries whose target is this user: what operators did to the account, and why. */
export function UserHistory({ userId }: { userId: number }) {
  const { t } = useAppTexts<ScreenTexts>();
  const [pageNum, setPageNum] = useState(1);
  const query = useQuery(
    auditQueries.list({ targetType: 'user', targetId: String(userId), pageNum, pageSize: PAGE_SIZE }),
  );
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('users.detail.history')}
      </Title>
      <QueryState query={query} isEmpty={(page) => page.total === 0} emptyText={t('users.detail.historyEmpty')}>
        {(page) => (
          <Stack gap="sm">
            <AuditTable rows={page.rows} label={t('users.detail.history')} />
            <PaginationBar total={page.total} pageNum={pageNum} pageSize={PAGE_SIZE} onChange={setPageNum} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
