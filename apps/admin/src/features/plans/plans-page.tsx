import { Text } from '@mantine/core';
import type { PlanAdminView } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { ContentPage } from '../../shared/content/content-page.tsx';
import { PlanForm } from './plan-form.tsx';

/** The fee exactly as the portal publishes it. */
function FeeText({ plan }: { plan: PlanAdminView }) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="sm" fw={600}>
        {t(`plans.feeText.${plan.feeKind}`, {
          percent: plan.feePercent,
          amount: plan.feeAmount,
          currency: plan.feeCurrency,
        })}
      </Text>
      <Text size="xs" c="dimmed" lineClamp={2}>
        {plan.feeNote}
      </Text>
    </>
  );
}

export function PlansPage() {
  const { t } = useTranslation();
  return (
    <ContentPage
      kind="plans"
      title={t('plans.title')}
      intro={t('plans.intro')}
      newLabel={t('plans.new')}
      emptyText={t('plans.empty')}
      withLanguage
      minWidth={1000}
      nameOf={(plan) => plan.name}
      formTitle={{ create: t('plans.createTitle'), edit: t('plans.editTitle') }}
      Form={PlanForm}
      columns={[
        {
          head: t('plans.columns.name'),
          minWidth: 180,
          cell: (plan) => (
            <>
              <Text size="sm" fw={600}>
                {plan.name}
              </Text>
              {plan.summary ? (
                <Text size="xs" c="dimmed" lineClamp={2}>
                  {plan.summary}
                </Text>
              ) : null}
            </>
          ),
        },
        { head: t('plans.columns.fee'), minWidth: 220, cell: (plan) => <FeeText plan={plan} /> },
        {
          head: t('plans.columns.features'),
          cell: (plan) => t('plans.featureCount', { count: plan.features.length }),
        },
        { head: t('plans.columns.sort'), cell: (plan) => plan.sort },
      ]}
    />
  );
}
