import { CLAIM_CURRENCIES, PLAN_FEE_KINDS, type PlanAdminView } from '@platform/contracts';
import { TitleCell } from '../../../shared/cells.tsx';
import type { ContentScreen, FormValues } from '../../../shared/content/content-screen.ts';
import { useAppTexts } from '../../../shared/texts.ts';
import type { ScreenTexts } from '../i18n.ts';
import { body, language, name, sort, summary } from './fields.ts';

// Only the figures of the chosen fee kind are shown and sent, so switching kinds never leaves a stale figure behind.
const percentFee = (values: FormValues) => values.feeKind === 'percent_of_settlement';
const fixedFee = (values: FormValues) => values.feeKind === 'fixed_on_settlement';

/** The fee exactly as the portal publishes it. */
function FeeText({ plan }: { plan: PlanAdminView }) {
  const { t } = useAppTexts<ScreenTexts>();
  const fee = t(`plans.feeText.${plan.feeKind}`, {
    percent: plan.feePercent,
    amount: plan.feeAmount,
    currency: plan.feeCurrency,
  });
  return <TitleCell title={fee} summary={plan.feeNote} />;
}

export const plansScreen: ContentScreen<'plans'> = {
  kind: 'plans',
  texts: 'plans',
  minWidth: 960,
  nameOf: (plan) => plan.name,
  fields: [
    language,
    name,
    summary,
    { notice: 'plans.noUpfront' },
    {
      name: 'feeKind',
      input: 'select',
      label: 'plans.feeKind',
      required: true,
      initial: 'none',
      options: (t) => PLAN_FEE_KINDS.map((k) => ({ value: k, label: t(`plans.feeKinds.${k}`) })),
    },
    {
      name: 'feePercent',
      input: 'text',
      label: 'plans.feePercent',
      hint: 'plans.feePercentHint',
      required: true,
      decimal: true,
      suffix: '%',
      width: 200,
      trim: true,
      when: percentFee,
    },
    [
      {
        name: 'feeAmount',
        input: 'text',
        label: 'plans.feeAmount',
        required: true,
        decimal: true,
        trim: true,
        when: fixedFee,
      },
      {
        name: 'feeCurrency',
        input: 'select',
        label: 'plans.feeCurrency',
        required: true,
        initial: 'USD',
        options: () => CLAIM_CURRENCIES.map((c) => ({ value: c, label: c })),
        when: fixedFee,
      },
    ],
    {
      name: 'feeNote',
      input: 'textarea',
      label: 'plans.feeNote',
      hint: 'plans.feeNoteHint',
      required: true,
      rows: [2, 4],
      maxLength: 500,
    },
    {
      name: 'features',
      input: 'textarea',
      label: 'plans.features',
      hint: 'plans.featuresHint',
      rows: [3, 12],
      lines: true,
    },
    { ...body, required: false },
    sort,
  ],
  columns: [
    {
      head: 'plans.columns.name',
      minWidth: 160,
      cell: (plan) => <TitleCell title={plan.name} summary={plan.summary} />,
    },
    { head: 'plans.columns.fee', minWidth: 160, cell: (plan) => <FeeText plan={plan} /> },
    { head: 'plans.columns.features', cell: (plan, t) => t('plans.featureCount', { count: plan.features.length }) },
    { head: 'plans.columns.sort', cell: (plan) => plan.sort },
  ],
};
