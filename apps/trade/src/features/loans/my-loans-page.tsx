import { Anchor, Stack } from '@mantine/core';
import { QueryState, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/page-title.ts';
import { BackLink, MineList, PageHeading, usePageParam } from '../../lib/product/index.ts';
import { LOANS_PAGE_SIZE, myLoansQuery } from './api.ts';
import { LoanItem } from './loan-item.tsx';
import { LOANS } from './texts.ts';

/** /loans/mine — the user's applications and loans, newest first, each with its state. */
export function MyLoansPage() {
  const { t } = useTexts(LOANS);
  usePageTitle(t('mine'));
  const [page, setPage] = usePageParam();
  const loans = useQuery(myLoansQuery(page));
  return (
    <Stack gap="md" py={{ base: 0, sm: 'md' }}>
      <BackLink to="/loans">{t('title')}</BackLink>
      <PageHeading title={t('mine')} />
      <QueryState
        query={loans}
        isEmpty={(data) => data.rows.length === 0}
        emptyText={
          <>
            {t('list.empty')}{' '}
            <Anchor component={Link} to="/loans" fw={600}>
              {t('list.browse')}
            </Anchor>
          </>
        }
      >
        {(data) => (
          <MineList label={t('mine')} page={page} pageSize={LOANS_PAGE_SIZE} total={data.total} onPage={setPage}>
            {data.rows.map((loan) => (
              <LoanItem key={loan.id} loan={loan} />
            ))}
          </MineList>
        )}
      </QueryState>
    </Stack>
  );
}
