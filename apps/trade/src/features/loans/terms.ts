// A product's terms in words, as the screens disclose them: the origination fee and the overdue fee. Rates are the
// server's decimal strings, shown without trailing zeros and never turned into floats.
import { compareDecimals, type LoanOverdueFeeKind, type LoanView } from '@platform/contracts';
import type { TranslateIn } from '@platform/ui';
import { formatMoney, trimZeros } from '@platform/ui';
import type { Figure } from '../../lib/product/index.ts';
import type { LOANS } from './texts.ts';

export const isZero = (value: string) => compareDecimals(value, '0') === 0;

/** "2.5% of the amount, taken when the loan is paid out", or "None". */
export function originationFeeWords(t: TranslateIn<typeof LOANS>, percent: string): string {
  return isZero(percent) ? t('product.noFee') : t('feeWords', { rate: trimZeros(percent) });
}

/** "0.05% of the overdue instalment for each day it stays unpaid", "25.00 USD once for each instalment paid late". */
export function overdueFeeWords(t: TranslateIn<typeof LOANS>, kind: LoanOverdueFeeKind, fee: string): string {
  if (isZero(fee)) return t('overdueWords.none');
  return kind === 'flat'
    ? t('overdueWords.flat', { amount: formatMoney(fee, 'USD') })
    : t('overdueWords.daily_percent', { rate: trimZeros(fee) });
}

/** "4.9%": an annual or monthly rate as the server gives it, without trailing zeros. */
export const rateText = (t: TranslateIn<typeof LOANS>, rate: string) => t('aprValue', { rate: trimZeros(rate) });

/** "1,234.56 USD on 5 Mar 2026": a loan's next instalment while it is repaid and one is due, or nothing. */
export function nextDueFigure(
  t: TranslateIn<typeof LOANS>,
  l: Pick<LoanView, 'status' | 'nextDueDate' | 'nextDueAmount'>,
  date: (iso: string) => string,
): Figure | null {
  const repaying = l.status === 'active' || l.status === 'overdue';
  if (!repaying || !l.nextDueDate || !l.nextDueAmount) return null;
  const value = t('list.nextDueValue', {
    amount: formatMoney(l.nextDueAmount, 'USD'),
    date: date(`${l.nextDueDate}T00:00:00`),
  });
  return ['nextDue', t('list.nextDue'), value];
}
