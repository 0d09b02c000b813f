import { Anchor, Stack } from '@mantine/core';
import { QueryState } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Pager } from '../../lib/money/pager.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { BackLink, PageHeading } from '../../lib/product/index.ts';
import { LOANS_PAGE_SIZE, myLoansQuery } from './api.ts';
import { LoanItem } from './loan-item.tsx';
import { LOANS } from './texts.ts';

/** /loans/mine — the user's applications and loans, newest first, each with its state. */
export function MyLoansPage() {
  const { t } = useTranslation(LOANS);
  usePageTitle(t('mine'));
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
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
          <Stack gap="sm">
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('mine')}>
              {data.rows.map((loan) => (
                <LoanItem key={loan.id} loan={loan} />
              ))}
            </Stack>
            <Pager
              page={page}
              pageSize={LOANS_PAGE_SIZE}
              total={data.total}
              onChange={(next) => setParams(next > 1 ? { page: String(next) } : {}, { replace: true })}
            />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
