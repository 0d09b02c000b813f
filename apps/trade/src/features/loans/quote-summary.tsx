import { Alert, Text } from '@mantine/core';
import type { LoanQuoteView } from '@platform/contracts';
import { Amount, formatMoney, useTexts } from '@platform/ui';
import { type Figure, FigureList } from '../../lib/product/index.ts';
import { READABLE_ALERT_TITLE } from '../../lib/readable-alert.ts';
import { isZero, overdueFeeWords, rateText } from './terms.ts';
import { LOANS } from './texts.ts';

/** A percent as a fraction, exactly: the point moves two places ("1.5" → "0.015"). */
export function percentAsFraction(percent: string): string {
  const [whole = '0', decimals = ''] = percent.split('.');
  const digits = whole.padStart(3, '0') + decimals;
  const point = digits.length - decimals.length - 2;
  const fraction = `${digits.slice(0, point).replace(/^0+(?=\d)/, '')}.${digits.slice(point)}`.replace(/\.?0+$/, '');
  return fraction === '' ? '0' : fraction;
}

/**
 * What a loan costs, from the server's quote: the amount, what reaches the funding account, the monthly instalment, the
 * total interest, the fees, the total cost, the total of the instalments, the interest rate, the APR including fees and
 * the overdue fee with an example.
 */
export function QuoteSummary({ quote: q }: { quote: LoanQuoteView }) {
  const { t } = useTexts(LOANS);
  const usd = (value: string, bold = false) => <Amount value={value} currency="USD" fw={bold ? 700 : undefined} />;
  const n = q.termMonths;
  const steps = {
    amount: q.amount,
    fee: q.originationFee,
    net: q.netDisbursed,
    monthly: q.monthlyRate,
    r: percentAsFraction(q.monthlyRate),
    n,
    instalment: q.instalmentAmount,
    interest: q.totalInterest,
    repayable: q.totalRepayable,
    cost: q.totalCost,
    apr: q.apr,
  };
  const work = (key: 'netDisbursed' | 'instalment' | 'totalRepayable' | 'totalCost') => [
    t(`summary.working.${key}`, steps),
    t(`summary.working.${key}Steps`, steps),
  ];
  const figures: Figure[] = [
    ['principal', t('summary.principal'), usd(q.amount)],
    ['netDisbursed', t('summary.netDisbursed'), usd(q.netDisbursed), work('netDisbursed')],
    ['term', t('summary.term'), t('months', { count: q.termMonths })],
    ['instalmentAmount', t('summary.instalment'), usd(q.instalmentAmount, true), work('instalment')],
    [
      'apr',
      t('summary.apr'),
      t('summary.aprWithMonthly', { apr: rateText(t, q.apr), monthly: rateText(t, q.monthlyRate) }),
    ],
    [
      'aprWithFees',
      t('summary.aprWithFees'),
      rateText(t, q.aprWithFees),
      [
        t('summary.working.aprWithFees', steps),
        ...(isZero(q.originationFee) ? [t('summary.working.aprNoFee', steps)] : []),
      ],
    ],
    ['totalInterest', t('summary.totalInterest'), usd(q.totalInterest)],
    ['originationFee', t('summary.originationFee'), usd(q.originationFee)],
    ['totalCost', t('summary.totalCost'), usd(q.totalCost, true), work('totalCost')],
    ['totalRepayable', t('summary.totalRepayable'), usd(q.totalRepayable), work('totalRepayable')],
  ];
  return (
    <>
      <FigureList prefix="loan" figures={figures} wide={3} />
      <Alert color="yellow" variant="light" p="xs" styles={READABLE_ALERT_TITLE} title={t('summary.overdueFee')}>
        <Text size="sm" data-testid="loan-overdue-terms">
          {overdueFeeWords(t, q.overdueFee.kind, q.overdueFee.fee)}
        </Text>
        {isZero(q.overdueFee.fee) ? null : (
          <Text size="sm" data-testid="loan-overdue-example">
            {t('overdueExample', { amount: formatMoney(q.overdueFee.exampleOneDay, 'USD') })}
          </Text>
        )}
      </Alert>
    </>
  );
}
