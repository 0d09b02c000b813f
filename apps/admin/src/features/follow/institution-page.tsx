import { Button, Paper, Stack } from '@mantine/core';
import { type AdminFollowInstitutionView, followAdminApi } from '@platform/contracts';
import { displayAmount, groupDigits, trimZeros, useDateFormat } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ToneBadge } from '../../shared/badges.tsx';
import { Field, FieldGrid } from '../../shared/definition-list.tsx';
import { ObjectPage } from '../../shared/object-page.tsx';
import { ObjectTabs } from '../../shared/object-tabs.tsx';
import { ResourceList } from '../../shared/resource/resource-list.tsx';
import { useAdmits } from '../../shared/role-gate.tsx';
import { useRouteId } from '../../shared/route-id.ts';
import { useIsSandbox } from '../../shared/sandbox.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { followQueries } from './api.ts';
import type { ScreenTexts } from './i18n.ts';
import { InstitutionForm } from './institution-form.tsx';
import { useOrderList } from './order-list.tsx';
import { SettleNowNote } from './settle-now.tsx';
import { strategyRule } from './strategy-rule.ts';

const usd = (value: string) => displayAmount(value, 'USD');

function InstitutionFields({ institution: i }: { institution: AdminFollowInstitutionView }) {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDateTime = useDateFormat().dateTime;
  const none = t('follow.noRecord');
  return (
    <FieldGrid>
      <Field label={t('follow.page.state')}>
        <ToneBadge tone={i.active ? 'teal' : 'gray'}>{t(i.active ? 'follow.active' : 'follow.inactive')}</ToneBadge>
      </Field>
      <Field label={t('follow.form.strategy')}>{t(`follow.strategy.${i.params.strategy}`)}</Field>
      <Field label={t('follow.form.ruleLabel')}>{strategyRule(i.params, t)}</Field>
      <Field label={t('follow.columns.fees')}>
        {t('follow.managementFee', { percent: trimZeros(i.managementFeePercent) })} ·{' '}
        {t('follow.profitShare', { percent: trimZeros(i.profitSharePercent) })}
      </Field>
      <Field label={t('follow.columns.periods')}>
        {t('follow.days', { count: i.periods.at(-1) ?? 0, list: i.periods.join(t('follow.separator')) })}
      </Field>
      <Field label={t('follow.page.capital')}>{usd(i.capital)}</Field>
      <Field label={t('follow.page.equity')}>{i.equity !== null ? usd(i.equity) : t('follow.noEquity')}</Field>
      <Field label={t('follow.page.followers')}>{groupDigits(i.followers)}</Field>
      <Field label={t('follow.page.held')}>{usd(i.followed)}</Field>
      <Field label={t('follow.maxDrawdown')}>{i.maxDrawdown !== null ? `${i.maxDrawdown} %` : none}</Field>
      <Field label={t('follow.trades')}>{groupDigits(i.trades)}</Field>
      <Field label={t('follow.page.updatedAt')}>{formatDateTime(i.updatedAt)}</Field>
    </FieldGrid>
  );
}

/** Its follow orders, the sandbox's settle-now on each open one when the server is a sandbox. */
function Orders({ institutionId }: { institutionId: number }) {
  const sandbox = useIsSandbox();
  return (
    <Stack>
      {sandbox ? <SettleNowNote /> : null}
      <ResourceList list={useOrderList(institutionId, sandbox)} />
    </Stack>
  );
}

/**
 * One follow institution at its own address (issue 32 §2, §5): its terms and record, and its follow orders, where a
 * sandbox settles an order now (the tab in the address: `?tab=orders`).
 */
export function InstitutionPage() {
  const { t } = useAppTexts<ScreenTexts>();
  const id = useRouteId('id');
  const allowed = useAdmits(followAdminApi.institution.caller);
  const query = useQuery({ ...followQueries.institution(id ?? 0), enabled: id !== null && allowed });
  const [editing, setEditing] = useState(false);

  return (
    <ObjectPage
      back={{ to: '/follow/institutions', label: t('follow.page.back') }}
      title={query.data?.name ?? `#${id ?? '?'}`}
      intro={query.data?.description}
      actions={
        query.data ? (
          <Button variant="default" onClick={() => setEditing(true)}>
            {t('follow.editOf', { name: query.data.name })}
          </Button>
        ) : undefined
      }
      allowed={allowed}
      notAllowed={t('follow.notAllowed')}
      id={id}
      query={query}
      notFound={t('follow.page.notFound', { id: id ?? '?' })}
    >
      {(institution) => (
        <>
          <ObjectTabs
            label={t('follow.page.tabs.label')}
            tabs={[
              {
                value: 'overview',
                label: t('follow.page.tabs.overview'),
                panel: (
                  <Paper withBorder p="md">
                    <InstitutionFields institution={institution} />
                  </Paper>
                ),
              },
              {
                value: 'orders',
                label: t('follow.page.tabs.orders'),
                panel: <Orders institutionId={institution.id} />,
              },
            ]}
          />
          <InstitutionForm institution={editing ? institution : undefined} onClose={() => setEditing(false)} />
        </>
      )}
    </ObjectPage>
  );
}
