import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { type AdminBlockApplicationView, blockTradingAdminApi } from '@platform/contracts';
import { useDateFormat } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { historyTab } from '../../shared/audit/audit-history.tsx';
import { ToneBadge } from '../../shared/badges.tsx';
import { Field, FieldGrid } from '../../shared/definition-list.tsx';
import { useQueueNews } from '../../shared/live.ts';
import { ObjectPage } from '../../shared/object-page.tsx';
import { ObjectTabs } from '../../shared/object-tabs.tsx';
import { useAdmits } from '../../shared/role-gate.tsx';
import { useRouteId } from '../../shared/route-id.ts';
import { useAppTexts } from '../../shared/texts.ts';
import { blockQueries } from './api.ts';
import { ApplicationDecision } from './application-decision.tsx';
import type { ScreenTexts } from './i18n.ts';

const TONES = { pending: 'blue', approved: 'teal', rejected: 'red' } as const;

function ApplicationFields({ application: a }: { application: AdminBlockApplicationView }) {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDateTime = useDateFormat({ seconds: true }).dateTime;
  const none = t('shared.none');
  return (
    <FieldGrid>
      <Field label={t('blockTrading.columns.user')}>
        <Anchor component={Link} to={`/users/${a.userId}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {a.userEmail}
        </Anchor>
        <Text size="xs" c="dimmed">
          #{a.userId}
        </Text>
      </Field>
      <Field label={t('blockTrading.columns.status')}>
        <ToneBadge tone={TONES[a.status]}>{t(`blockTrading.status.${a.status}`)}</ToneBadge>
      </Field>
      <Field label={t('blockTrading.columns.appliedAt')}>{formatDateTime(a.createdAt)}</Field>
      <Field label={t('blockTrading.page.reviewedAt')}>{formatDateTime(a.reviewedAt) ?? none}</Field>
      <Field label={t('blockTrading.page.reviewer')}>
        {a.reviewerId ? (
          <Anchor component={Link} to={`/users/${a.reviewerId}`} size="sm">
            {t('money.actors.operator', { id: a.reviewerId })}
          </Anchor>
        ) : (
          none
        )}
      </Field>
      <Field label={t('blockTrading.page.reason')}>{a.reason ?? none}</Field>
    </FieldGrid>
  );
}

/**
 * One block-trading permission application at its own address (issue 32 §2): its decision while it waits (`a`/`r`),
 * and its sections in tabs (the open one in the address: `?tab=history`).
 */
export function BlockApplicationPage() {
  const { t } = useAppTexts<ScreenTexts>();
  const id = useRouteId('id');
  const allowed = useAdmits(blockTradingAdminApi.application.caller);
  const query = useQuery({ ...blockQueries.application(id ?? 0), enabled: id !== null && allowed });

  return (
    <ObjectPage
      back={{ to: '/block-trading', label: t('blockTrading.page.back') }}
      title={t('blockTrading.page.title', { id: id ?? '?' })}
      intro={query.data?.userEmail}
      allowed={allowed}
      notAllowed={t('blockTrading.notAllowed')}
      id={id}
      query={query}
      notFound={t('blockTrading.page.notFound', { id: id ?? '?' })}
    >
      {(application) => (
        <Stack>
          <News />
          {application.status === 'pending' ? (
            <ApplicationDecision application={application} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('blockTrading.page.decided')}
            </Text>
          )}
          <ObjectTabs
            label={t('blockTrading.page.tabs.label')}
            tabs={[
              {
                value: 'overview',
                label: t('blockTrading.page.tabs.overview'),
                panel: (
                  <Paper withBorder p="md">
                    <ApplicationFields application={application} />
                  </Paper>
                ),
              },
              historyTab(
                'block_trade_application',
                application.id,
                t('blockTrading.page.tabs.history'),
                t('blockTrading.page.historyEmpty'),
              ),
            ]}
          />
        </Stack>
      )}
    </ObjectPage>
  );
}

/** While the page is open: a colleague's decision shows without a reload. */
function News() {
  useQueueNews('blockApplications', blockQueries.all);
  return null;
}
