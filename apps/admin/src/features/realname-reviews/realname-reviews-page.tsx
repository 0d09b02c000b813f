import { Stack } from '@mantine/core';
import type { AdminRealNameQuery } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { ListFilters } from '../../shared/list-filters.tsx';
import { PageHeader } from '../../shared/page-header.tsx';
import { PagedList } from '../../shared/paged-list.tsx';
import { RoleGate } from '../../shared/role-gate.tsx';
import { useUrlFilters } from '../../shared/search-params.ts';
import { useAppTexts } from '../../shared/texts.ts';
import { realNameQueries } from './api.ts';
import type { ScreenTexts } from './i18n.ts';
import { RealNameTable } from './realname-table.tsx';

const PAGE_SIZE = 20;
const STATUSES = ['pending', 'approved', 'rejected'] as const;

/** The queue opens on what waits for a decision; `status=all` in the address shows every submission. */
function RealNameQueue() {
  const { t } = useAppTexts<ScreenTexts>();
  const { values, pageNum, setFilters } = useUrlFilters(['q', 'status'] as const);
  const status = values.status || 'pending';
  const filters: AdminRealNameQuery = {
    status: status === 'all' ? undefined : (status as AdminRealNameQuery['status']),
    q: values.q || undefined,
    page: pageNum,
    size: PAGE_SIZE,
  };
  const query = useQuery(realNameQueries.list(filters));

  return (
    <Stack>
      <ListFilters
        search={{
          key: 'q',
          label: t('realNameReviews.search'),
          placeholder: t('realNameReviews.searchPlaceholder'),
          value: values.q,
        }}
        selects={[
          {
            key: 'status',
            label: t('realNameReviews.statusFilter'),
            value: status,
            options: [
              ...STATUSES.map((s) => ({ value: s, label: t(`realNameReviews.status.${s}`) })),
              { value: 'all', label: t('realNameReviews.all') },
            ],
          },
        ]}
        onChange={setFilters}
      />
      <PagedList
        query={query}
        emptyText={values.q || status !== 'pending' ? t('shared.noMatches') : t('realNameReviews.empty')}
        pageSize={PAGE_SIZE}
      >
        {(rows) => <RealNameTable rows={rows} />}
      </PagedList>
    </Stack>
  );
}

export function RealNameReviewsPage() {
  const { t } = useAppTexts<ScreenTexts>();
  return (
    <Stack>
      <PageHeader title={t('realNameReviews.title')} intro={t('realNameReviews.intro')} />
      <RoleGate roles={['reviewer', 'admin']} text={t('realNameReviews.review.notAllowed')}>
        <RealNameQueue />
      </RoleGate>
    </Stack>
  );
}
