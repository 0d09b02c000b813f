import { Stack, Text } from '@mantine/core';
import { formatAmount, loansAdminApi } from '@platform/contracts';
import { textsUnder } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { historyTab } from '../../shared/audit/audit-history.tsx';
import { UserLedgerLink } from '../../shared/money/user-link.tsx';
import { ObjectPage } from '../../shared/object-page.tsx';
import { ObjectTabs } from '../../shared/object-tabs.tsx';
import { useAdmits } from '../../shared/role-gate.tsx';
import { useRouteId } from '../../shared/route-id.ts';
import { useAppTexts } from '../../shared/texts.ts';
import { loansQueries, useLoanQueueNews } from './api.ts';
import type { ScreenTexts } from './i18n.ts';
import { LoanDecision } from './loan-decision.tsx';
import { LoanFields, LoanSchedule } from './loan-fields.tsx';
import { SandboxAdvance } from './sandbox-advance.tsx';

/**
 * One loan application (or loan) at its own address (issue 32 §2): its decision while it waits (`a`/`r`), the sandbox's
 * date move once paid out, and its sections in tabs (the tab in the address too: `?tab=history`).
 */
export function LoanApplicationPage() {
  const { t } = useAppTexts<ScreenTexts>();
  const p = textsUnder(t, 'loans.applications.page');
  const id = useRouteId('id');
  const allowed = useAdmits(loansAdminApi.application.caller);
  const query = useQuery({ ...loansQueries.application(id ?? 0), enabled: id !== null && allowed });
  useLoanQueueNews();
  const loan = query.data?.loan;

  return (
    <ObjectPage
      back={{ to: '/loans/applications', label: p('back') }}
      title={t('loans.applications.page.title', { id: id ?? '?' })}
      intro={loan ? `${loan.productName} · ${formatAmount(loan.amount, 'USD')} USD · ${loan.email}` : undefined}
      allowed={allowed}
      notAllowed={t('loans.applications.notAllowed')}
      id={id}
      query={query}
      notFound={t('loans.applications.page.notFound', { id: id ?? '?' })}
    >
      {(detail) => (
        <Stack>
          {detail.loan.status === 'pending' ? (
            <LoanDecision loan={detail.loan} />
          ) : (
            <Text size="sm" c="dimmed">
              {p('decided')}
            </Text>
          )}
          {detail.loan.status === 'active' || detail.loan.status === 'overdue' ? (
            <SandboxAdvance loanId={detail.loan.id} />
          ) : null}
          <ObjectTabs
            label={p('tabs.label')}
            tabs={[
              {
                value: 'overview',
                label: p('tabs.overview'),
                panel: (
                  <Stack>
                    <LoanFields detail={detail} />
                    <UserLedgerLink userId={detail.loan.userId} />
                  </Stack>
                ),
              },
              { value: 'schedule', label: p('tabs.schedule'), panel: <LoanSchedule detail={detail} /> },
              historyTab('loan', detail.loan.id, p('tabs.history'), p('historyEmpty')),
            ]}
          />
        </Stack>
      )}
    </ObjectPage>
  );
}
