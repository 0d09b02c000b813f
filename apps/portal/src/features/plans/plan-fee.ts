import type { PlanView } from '@platform/contracts';
import { formatMoney } from '@platform/ui';
import type { TFunction } from 'i18next';

/** A plan's fee in words, from its published figures. */
export function planFee(plan: PlanView, t: TFunction): string {
  if (plan.feeKind === 'percent_of_settlement' && plan.feePercent) return t('feePercent', { percent: plan.feePercent });
  if (plan.feeKind === 'fixed_on_settlement' && plan.feeAmount)
    return t('feeFixed', { amount: formatMoney(plan.feeAmount, plan.feeCurrency) });
  return t('feeNone');
}
