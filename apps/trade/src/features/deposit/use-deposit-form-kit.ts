// What every deposit form starts with: its texts and the money texts, the server's messages and errors, the amount
// rule.
import { useMessage, useShowError, useTexts } from '@platform/ui';
import { useAmountRule } from '../../lib/money/amount-field.tsx';
import { MONEY } from '../../lib/money/texts.ts';
import { DEPOSIT } from './texts.ts';

export function useDepositFormKit() {
  const { t } = useTexts(DEPOSIT);
  const { t: tm } = useTexts(MONEY);
  return { t, tm, say: useMessage(), showError: useShowError(), amountRule: useAmountRule() };
}
