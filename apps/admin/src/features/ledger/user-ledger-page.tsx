import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { isApiError } from '@platform/client';
import { type AdminEntriesQuery, CODES } from '@platform/contracts';
import { EmptyState, QueryState } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useCanReviewMoney } from '../../shared/money/access.ts';
import { PageHeader } from '../../shared/page-header.tsx';
import { PagedList } from '../../shared/paged-list.tsx';
import { useUrlFilters } from '../../shared/search-params.ts';
import { useAppTexts } from '../../shared/texts.ts';
import { ledgerQueries } from './api.ts';
import { BalancesTable } from './balances-table.tsx';
import { EntriesTable } from './entries-table.tsx';
import { ENTRY_FILTER_KEYS, EntryFilters } from './entry-filters.tsx';
import type { ScreenTexts } from './i18n.ts';

const PAGE_SIZE = 20;

const asUserId = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
};

export function UserLedgerPage() {
  const { t } = useAppTexts<ScreenTexts>();
  const userId = asUserId(useParams().userId);
  const allowed = useCanReviewMoney();
  const id = userId ?? '?';
  return (
    <Stack>
      <Anchor component={Link} to={userId ? `/users/${userId}` : '/users'} size="sm">
        ← {t('ledger.back', { id })}
      </Anchor>
      <PageHeader title={t('ledger.title', { id })} intro={t('ledger.readOnly')} />
      {!allowed ? (
        <Text c="dimmed">{t('money.noAccess')}</Text>
      ) : userId === null ? (
        <EmptyState>{t('ledger.notFound', { id })}</EmptyState>
      ) : (
        <UserLedger userId={userId} />
      )}
    </Stack>
  );
}

function UserLedger({ userId }: { userId: number }) {
  const { t } = useAppTexts<ScreenTexts>();
  const assets = useQuery(ledgerQueries.assets(userId));
  if (isApiError(assets.error) && assets.error.code === CODES.notFound) {
    return <EmptyState>{t('ledger.notFound', { id: userId })}</EmptyState>;
  }
  return (
    <Stack gap="lg">
      <QueryState query={assets}>
        {(money) => (
          <Paper withBorder p={{ base: 'xs', sm: 'md' }}>
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('ledger.balances.title')}
              </Title>
              <Text size="sm">
                <Anchor component={Link} to={`/users/${userId}`}>
                  {money.user.email}
                </Anchor>
                {money.user.username ? ` · ${money.user.username}` : ''}
              </Text>
              <BalancesTable balances={money.balances} />
            </Stack>
          </Paper>
        )}
      </QueryState>
      <Journal userId={userId} />
    </Stack>
  );
}

function Journal({ userId }: { userId: number }) {
  const { t } = useAppTexts<ScreenTexts>();
  const { values, pageNum, setFilters } = useUrlFilters(ENTRY_FILTER_KEYS);
  const filters = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '')) as Partial<AdminEntriesQuery>;
  const query = useQuery(ledgerQueries.entries(userId, { ...filters, pageNum, pageSize: PAGE_SIZE }));
  const filtered = Object.keys(filters).length > 0;
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('ledger.entries.title')}
      </Title>
      <Paper withBorder p={{ base: 'xs', sm: 'md' }}>
        <EntryFilters values={values} onChange={setFilters} />
      </Paper>
      <PagedList
        query={query}
        emptyText={filtered ? t('shared.noMatches') : t('ledger.entries.empty')}
        pageSize={PAGE_SIZE}
      >
        {(rows) => <EntriesTable rows={rows} userId={userId} />}
      </PagedList>
    </Stack>
  );
}
