import { Text } from '@mantine/core';
import { compareDecimals, type LoanEarlyRepaymentQuote, type LoanNextPayment } from '@platform/contracts';
import { Amount, formatMoney, useDateFormat, useTexts } from '@platform/ui';
import type { ReactNode } from 'react';
import { ConfirmDialog, PreviewTerms, ShortFunds, type Term } from '../../lib/confirm/index.ts';
import { isZero } from './terms.ts';
import { LOANS } from './texts.ts';

interface DialogProps {
  paying: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/** A sum in rows read top to bottom, `total` in bold; each value's test id is `loan-<key>`. */
function SumRows({ terms, total }: { terms: readonly (Term | null)[]; total: string }) {
  return <PreviewTerms terms={terms} emphasis={total} prefix="loan" rowGap={6} plainEmphasisLabel />;
}

function Short() {
  const { t } = useTexts(LOANS);
  return <ShortFunds text={t('detail.short')} testId="loan-short" />;
}

/** Cancel and Repay (off while the funding account cannot cover the amount) around a repayment's figures. */
function RepayDialog({
  title,
  opened,
  short,
  paying,
  onCancel,
  onConfirm,
  children,
}: DialogProps & { title: string; opened: boolean; short: boolean; children: ReactNode }) {
  const { t } = useTexts(LOANS);
  return (
    <ConfirmDialog
      opened={opened}
      title={title}
      cancel={t('detail.cancel')}
      confirm={t('detail.confirm')}
      busy={paying}
      disabled={short}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {children}
    </ConfirmDialog>
  );
}

/** A figure inside a formula: grouped, without its currency (the result carries it). */
const plain = (value: string) => formatMoney(value, null);

/**
 * The payment rule in words and figures, before paying: on or after the due date the scheduled principal and the
 * period's interest (and any overdue fee); before it, the interest the principal repaid no longer earns for the days
 * left is taken off the period's interest, the same rule that makes repaying everything early cost only the days
 * elapsed.
 */
function NextPaymentRule({ payment }: { payment: LoanNextPayment }) {
  const { t } = useTexts(LOANS);
  const { date } = useDateFormat({ timeZone: 'UTC' });
  const values = {
    dueDate: date(`${payment.dueDate}T00:00:00Z`),
    scheduled: plain(payment.scheduledInterest),
    principal: plain(payment.principal),
    owed: plain(payment.principalOwed),
    daysLeft: payment.daysLeft,
    periodDays: payment.periodDays,
    interest: formatMoney(payment.interest, 'USD'),
    saved: formatMoney(payment.interestSaved, 'USD'),
  };
  return (
    <Text size="xs" c="dimmed" data-testid="loan-next-rule">
      {payment.early ? t('detail.nextRule.early', values) : t('detail.nextRule.due', values)}{' '}
      {t('detail.nextRule.accrual')}
    </Text>
  );
}

/** What repay-next takes now: principal, interest by the payment rule, any overdue fee, and the rule in figures. */
export function NextPaymentBody({ payment, available }: { payment: LoanNextPayment; available: string | null }) {
  const { t } = useTexts(LOANS);
  const short = available !== null && compareDecimals(payment.total, available) > 0;
  const usd = (value: string) => <Amount value={value} currency="USD" />;
  return (
    <>
      <Text size="sm" data-testid="loan-repay-next-body">
        {t('detail.repayNextBody', { amount: formatMoney(payment.total, 'USD') })}
      </Text>
      <SumRows
        total="next-total"
        terms={[
          ['next-principal', t('schedule.principal'), usd(payment.principal)],
          [
            'next-interest',
            payment.early ? t('detail.nextInterestEarly') : t('schedule.interest'),
            usd(payment.interest),
          ],
          isZero(payment.overdueFee) ? null : ['next-fee', t('detail.overdueFee'), usd(payment.overdueFee)],
          ['next-total', t('detail.quote.total'), usd(payment.total)],
          available === null ? null : ['next-available', t('detail.available'), usd(available)],
        ]}
      />
      <NextPaymentRule payment={payment} />
      {short ? <Short /> : null}
    </>
  );
}

/** Paying the earliest unpaid instalment now, in a dialog with Repay and Cancel. */
export function RepayNextDialog({
  payment,
  available,
  ...props
}: DialogProps & { payment: LoanNextPayment | null; available: string | null }) {
  const { t } = useTexts(LOANS);
  const short = payment !== null && available !== null && compareDecimals(payment.total, available) > 0;
  return (
    <RepayDialog
      {...props}
      opened={payment !== null}
      title={payment ? t('detail.repayNextTitle', { number: payment.number }) : ''}
      short={short}
    >
      {payment ? <NextPaymentBody payment={payment} available={available} /> : null}
    </RepayDialog>
  );
}

/**
 * Repaying everything today, from the server's quote: overdue instalments with their fees, the principal still owed and
 * interest only for the days elapsed in the current period; what repaying early saves; the funding balance.
 */
export function EarlyQuoteBody({ quote }: { quote: LoanEarlyRepaymentQuote }) {
  const { t } = useTexts(LOANS);
  const usd = (value: string) => <Amount value={value} currency="USD" />;
  const terms: (Term | null)[] = [
    isZero(quote.overdueAmount) ? null : ['early-overdue', t('detail.quote.overdue'), usd(quote.overdueAmount)],
    ['early-principal', t('detail.quote.principal'), usd(quote.principalOutstanding)],
    ['early-interest', t('detail.quote.interest', { count: quote.daysElapsed }), usd(quote.accruedInterest)],
    ['early-total', t('detail.quote.total'), usd(quote.total)],
    ['early-available', t('detail.available'), usd(quote.available)],
    ['early-saved', t('detail.quote.saved'), usd(quote.interestSaved)],
  ];
  return (
    <>
      <SumRows terms={terms} total="early-total" />
      <Text size="xs" c="dimmed" data-testid="loan-early-rule">
        {t('detail.quote.rule', {
          scheduled: plain(quote.scheduledInterest),
          count: quote.daysElapsed,
          periodDays: quote.periodDays,
          interest: formatMoney(quote.accruedInterest, 'USD'),
        })}{' '}
        {t('detail.quote.note')}
      </Text>
      {compareDecimals(quote.total, quote.available) > 0 ? <Short /> : null}
    </>
  );
}

/** The early-repayment quote in a dialog with Repay and Cancel. */
export function RepayEarlyDialog({ quote: q, ...props }: DialogProps & { quote: LoanEarlyRepaymentQuote | null }) {
  const { t } = useTexts(LOANS);
  return (
    <RepayDialog
      {...props}
      opened={q !== null}
      title={t('detail.repayEarlyTitle')}
      short={q !== null && compareDecimals(q.total, q.available) > 0}
    >
      {q ? <EarlyQuoteBody quote={q} /> : null}
    </RepayDialog>
  );
}
