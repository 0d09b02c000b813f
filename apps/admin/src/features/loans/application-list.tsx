import { type AdminLoanView, type LOAN_APPLICATION_SORTS, LOAN_REVIEW_VIEWS } from '@platform/contracts';
import { Amount, textsUnder, trimZeros, useDateFormat } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { RecordLink } from '../../shared/money/record-link.tsx';
import { UserCell } from '../../shared/money/user-link.tsx';
import type { ResourceListDescription } from '../../shared/resource/resource-list.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { loansQueries, useLoanQueueNews } from './api.ts';
import type { ScreenTexts } from './i18n.ts';
import { LoanStatusBadge } from './loan-status.tsx';

/** Where an application's page is. */
const pageOf = (loan: AdminLoanView) => `/loans/applications/${loan.id}`;

/**
 * The queue: applications waiting for review (or every loan), sortable by amount or application time; each row opens
 * its page (a click on it, or Enter; j/k move between rows), so the action is never scrolled out of sight.
 */
export function useApplicationList(): ResourceListDescription<
  AdminLoanView,
  'view',
  (typeof LOAN_APPLICATION_SORTS)[number]
> {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDateTime = useDateFormat({ seconds: true }).dateTime;
  const c = textsUnder(t, 'loans.applications.columns');
  return {
    label: t('loans.applications.title'),
    minWidth: 900,
    pageSize: 20,
    useRows: ({ filters, sort, pageNum, pageSize }) => {
      useLoanQueueNews();
      return useQuery(
        loansQueries.applications({ view: filters.view === 'all' ? 'all' : 'pending', sort, pageNum, pageSize }),
      );
    },
    selects: [
      {
        key: 'view',
        label: t('loans.applications.views.label'),
        initial: 'pending',
        segmented: true,
        options: LOAN_REVIEW_VIEWS.map((value) => ({ value, label: t(`loans.applications.views.${value}`) })),
      },
    ],
    emptyText: (shown) => (shown.view === 'all' ? t('loans.applications.emptyAll') : t('loans.applications.empty')),
    rowKey: (loan) => loan.id,
    rowData: (loan) => ({ 'data-loan-id': loan.id }),
    rowLink: pageOf,
    columns: [
      {
        head: c('id'),
        cell: (loan) => (
          <RecordLink to={pageOf(loan)} waiting={loan.status === 'pending'}>
            {t(loan.status === 'pending' ? 'loans.applications.review' : 'loans.applications.view', { id: loan.id })}
          </RecordLink>
        ),
      },
      { head: c('user'), cell: (loan) => <UserCell user={loan} /> },
      { head: c('product'), cell: (loan) => loan.productName },
      {
        head: c('amount'),
        sort: 'amount',
        descFirst: true,
        cell: (loan) => <Amount value={loan.amount} currency="USD" />,
      },
      {
        head: c('term'),
        nowrap: true,
        cell: (loan) => t('loans.applications.termApr', { months: loan.termMonths, apr: trimZeros(loan.apr) }),
      },
      { head: c('status'), cell: (loan) => <LoanStatusBadge status={loan.status} /> },
      {
        head: c('appliedAt'),
        sort: 'appliedAt',
        descFirst: true,
        nowrap: true,
        cell: (loan) => formatDateTime(loan.appliedAt),
      },
    ],
  };
}
