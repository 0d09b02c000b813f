import { Text } from '@mantine/core';
import { compareDecimals, type LoanEarlyRepaymentQuote, type LoanInstalmentView } from '@platform/contracts';
import { Amount, formatMoney } from '@platform/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation(LOANS);
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
  const { t } = useTranslation(LOANS);
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

/** Paying the earliest unpaid instalment now: its amount (the overdue fee included) from the funding account. */
export function RepayNextDialog({
  instalment,
  available,
  ...props
}: DialogProps & { instalment: LoanInstalmentView | null; available: string | null }) {
  const { t } = useTranslation(LOANS);
  const short = instalment !== null && available !== null && compareDecimals(instalment.amountDue, available) > 0;
  const usd = (value: string) => <Amount value={value} currency="USD" />;
  return (
    <RepayDialog
      {...props}
      opened={instalment !== null}
      title={instalment ? t('detail.repayNextTitle', { number: instalment.number }) : ''}
      short={short}
    >
      {instalment ? (
        <>
          <Text size="sm" data-testid="loan-repay-next-body">
            {t('detail.repayNextBody', { amount: formatMoney(instalment.amountDue, 'USD') })}
          </Text>
          <SumRows
            total="next-total"
            terms={[
              ['next-principal', t('schedule.principal'), usd(instalment.principal)],
              ['next-interest', t('schedule.interest'), usd(instalment.interest)],
              isZero(instalment.overdueFee) ? null : ['next-fee', t('detail.overdueFee'), usd(instalment.overdueFee)],
              ['next-total', t('detail.quote.total'), usd(instalment.amountDue)],
              available === null ? null : ['next-available', t('detail.available'), usd(available)],
            ]}
          />
          {short ? <Short /> : null}
        </>
      ) : null}
    </RepayDialog>
  );
}

/**
 * Repaying everything today, from the server's quote: overdue instalments with their fees, the principal still owed and
 * interest only for the days elapsed in the current period; what repaying early saves; the funding balance.
 */
export function EarlyQuoteBody({ quote }: { quote: LoanEarlyRepaymentQuote }) {
  const { t } = useTranslation(LOANS);
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
      <Text size="xs" c="dimmed">
        {t('detail.quote.note')}
      </Text>
      {compareDecimals(quote.total, quote.available) > 0 ? <Short /> : null}
    </>
  );
}

/** The early-repayment quote in a dialog with Repay and Cancel. */
export function RepayEarlyDialog({ quote: q, ...props }: DialogProps & { quote: LoanEarlyRepaymentQuote | null }) {
  const { t } = useTranslation(LOANS);
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
