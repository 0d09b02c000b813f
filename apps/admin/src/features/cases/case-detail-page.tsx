import { Anchor, Grid, Stack, Text } from '@mantine/core';
import { isApiError } from '@platform/client';
import { CODES } from '@platform/contracts';
import { EmptyState, formatMoney, QueryState } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { historyTab } from '../../shared/audit/audit-history.tsx';
import { ObjectTabs } from '../../shared/object-tabs.tsx';
import { PageHeader } from '../../shared/page-header.tsx';
import { useHasRole } from '../../shared/role-gate.tsx';
import { useRouteId } from '../../shared/route-id.ts';
import { useAppTexts } from '../../shared/texts.ts';
import { AgreementSection } from './agreement-section.tsx';
import { caseQueries } from './api.ts';
import { AssignSection } from './assign-section.tsx';
import { CaseFields } from './case-fields.tsx';
import { CaseHistory } from './case-history.tsx';
import type { ScreenTexts } from './i18n.ts';
import { ReportsSection } from './reports-section.tsx';
import { RespondentSection } from './respondent-section.tsx';
import { SandboxLapse } from './sandbox-lapse.tsx';
import { StateSection } from './state-section.tsx';
import { useCaseNews } from './thread-api.ts';
import { ThreadSection } from './thread-section.tsx';

export function CaseDetailPage() {
  const { t } = useAppTexts<ScreenTexts>();
  const id = useRouteId('caseId');
  const canHandle = useHasRole(['mediator', 'admin']);
  const query = useQuery({ ...caseQueries.detail(id ?? 0), enabled: id !== null && canHandle });
  useCaseNews(id, canHandle);
  const missing = id === null || (isApiError(query.error) && query.error.code === CODES.notFound);

  return (
    <Stack>
      <Anchor component={Link} to="/cases" size="sm">
        ← {t('cases.detail.back')}
      </Anchor>
      <PageHeader
        title={query.data?.trackingNumber ?? `#${id ?? '?'}`}
        intro={
          query.data
            ? `${query.data.counterpartyName} · ${formatMoney(query.data.amount, query.data.currency)}`
            : undefined
        }
      />
      {!canHandle ? (
        <Text c="dimmed">{t('cases.noRole')}</Text>
      ) : missing ? (
        <EmptyState>{t('cases.detail.notFound', { id: id ?? '?' })}</EmptyState>
      ) : (
        <QueryState query={query}>
          {(found) => (
            <Grid gutter="md">
              {/* On a phone the state and its actions come first; on a wide screen they sit beside the case. */}
              <Grid.Col span={{ base: 12, lg: 7 }} order={{ base: 2, lg: 1 }}>
                <ObjectTabs
                  label={t('cases.detail.tabs.label')}
                  tabs={[
                    { value: 'overview', label: t('cases.detail.tabs.overview'), panel: <CaseFields found={found} /> },
                    { value: 'thread', label: t('cases.detail.tabs.thread'), panel: <ThreadSection found={found} /> },
                    {
                      value: 'reports',
                      label: t('cases.detail.tabs.reports'),
                      panel: <ReportsSection found={found} />,
                    },
                    {
                      value: 'agreement',
                      label: t('cases.detail.tabs.agreement'),
                      panel: <AgreementSection found={found} />,
                    },
                    historyTab('mediation_case', found.id, t('cases.detail.tabs.audit'), t('cases.detail.auditEmpty')),
                  ]}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, lg: 5 }} order={{ base: 1, lg: 2 }}>
                <Stack>
                  <StateSection found={found} />
                  <SandboxLapse found={found} />
                  <RespondentSection found={found} />
                  <AssignSection found={found} />
                  <CaseHistory found={found} />
                </Stack>
              </Grid.Col>
            </Grid>
          )}
        </QueryState>
      )}
    </Stack>
  );
}
