import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { compareDecimals, type LoanEarlyRepaymentQuote, type LoanInstalmentView } from '@platform/contracts';
import { Amount, formatMoney } from '@platform/ui';
import { useTranslation } from 'react-i18next';
import { READABLE_ALERT_TITLE } from '../../lib/readable-alert.ts';
import type { Figure } from './figure-list.tsx';
import { FigureRows } from './figure-rows.tsx';
import { isZero } from './terms.ts';
import { LOANS } from './texts.ts';

interface DialogProps {
  paying: boolean;
  onCancel(): void;
  onConfirm(): void;
}

function Short() {
  const { t } = useTranslation(LOANS);
  return (
    <Alert color="red" variant="light" p="xs" styles={READABLE_ALERT_TITLE} data-testid="loan-short">
      <Text size="sm">{t('detail.short')}</Text>
    </Alert>
  );
}

function Actions({ paying, onCancel, onConfirm, short }: DialogProps & { short: boolean }) {
  const { t } = useTranslation(LOANS);
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('detail.cancel')}
      </Button>
      <Button onClick={onConfirm} loading={paying} disabled={short} data-autofocus>
        {t('detail.confirm')}
      </Button>
    </Group>
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
  return (
    <Modal
      opened={instalment !== null}
      onClose={props.onCancel}
      title={instalment ? t('detail.repayNextTitle', { number: instalment.number }) : ''}
      closeButtonProps={{ 'aria-label': t('detail.cancel') }}
      centered
    >
      {instalment ? (
        <Stack gap="md">
          <Text size="sm" data-testid="loan-repay-next-body">
            {t('detail.repayNextBody', { amount: formatMoney(instalment.amountDue, 'USD') })}
          </Text>
          <FigureRows
            total="next-total"
            figures={[
              [
                'next-principal',
                t('schedule.principal'),
                <Amount key="p" value={instalment.principal} currency="USD" />,
              ],
              ['next-interest', t('schedule.interest'), <Amount key="i" value={instalment.interest} currency="USD" />],
              isZero(instalment.overdueFee)
                ? null
                : ['next-fee', t('detail.overdueFee'), <Amount key="f" value={instalment.overdueFee} currency="USD" />],
              ['next-total', t('detail.quote.total'), <Amount key="t" value={instalment.amountDue} currency="USD" />],
              available === null
                ? null
                : ['next-available', t('detail.available'), <Amount key="a" value={available} currency="USD" />],
            ]}
          />
          {short ? <Short /> : null}
          <Actions {...props} short={short} />
        </Stack>
      ) : null}
    </Modal>
  );
}

/**
 * Repaying everything today, from the server's quote: overdue instalments with their fees, the principal still owed and
 * interest only for the days elapsed in the current period; what repaying early saves; the funding balance.
 */
export function EarlyQuoteBody({ quote }: { quote: LoanEarlyRepaymentQuote }) {
  const { t } = useTranslation(LOANS);
  const usd = (value: string, bold = false) => <Amount value={value} currency="USD" fw={bold ? 700 : undefined} />;
  const figures: (Figure | null)[] = [
    isZero(quote.overdueAmount) ? null : ['early-overdue', t('detail.quote.overdue'), usd(quote.overdueAmount)],
    ['early-principal', t('detail.quote.principal'), usd(quote.principalOutstanding)],
    ['early-interest', t('detail.quote.interest', { count: quote.daysElapsed }), usd(quote.accruedInterest)],
    ['early-total', t('detail.quote.total'), usd(quote.total)],
    ['early-available', t('detail.available'), usd(quote.available)],
    ['early-saved', t('detail.quote.saved'), usd(quote.interestSaved)],
  ];
  return (
    <>
      <FigureRows figures={figures} total="early-total" />
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
  const short = q !== null && compareDecimals(q.total, q.available) > 0;
  return (
    <Modal
      opened={q !== null}
      onClose={props.onCancel}
      title={t('detail.repayEarlyTitle')}
      closeButtonProps={{ 'aria-label': t('detail.cancel') }}
      centered
    >
      {q ? (
        <Stack gap="md">
          <EarlyQuoteBody quote={q} />
          <Actions {...props} short={short} />
        </Stack>
      ) : null}
    </Modal>
  );
}
