import type { PlanView } from '@platform/contracts';
import type { TranslateIn } from '@platform/ui';
import { formatMoney } from '@platform/ui';
import type { PLANS } from './texts.ts';

/** A plan's fee in words, from its published figures. */
export function planFee(plan: PlanView, t: TranslateIn<typeof PLANS>): string {
  if (plan.feeKind === 'percent_of_settlement' && plan.feePercent) return t('feePercent', { percent: plan.feePercent });
  if (plan.feeKind === 'fixed_on_settlement' && plan.feeAmount)
    return t('feeFixed', { amount: formatMoney(plan.feeAmount, plan.feeCurrency) });
  return t('feeNone');
}
