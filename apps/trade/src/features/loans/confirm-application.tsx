import { Alert, Stack, Text } from '@mantine/core';
import type { LoanQuoteView } from '@platform/contracts';
import { Amount, textsUnder, useDateFormat, useTexts } from '@platform/ui';
import { PreviewDialog, type PreviewDialogProps } from '../../lib/confirm/index.ts';
import { type Figure, FigureList } from '../../lib/product/index.ts';
import { READABLE_ALERT_TITLE } from '../../lib/readable-alert.ts';
import { overdueFeeWords, rateText } from './terms.ts';
import { LOANS } from './texts.ts';

/** The terms applied for, from the server's quote: the amounts, the term, the rates, the costs, the dates, the fees. */
export function ApplicationTerms({ quote }: { quote: LoanQuoteView }) {
  const { t } = useTexts(LOANS);
  const { date } = useDateFormat();
  const usd = (value: string, bold = false) => <Amount value={value} currency="USD" fw={bold ? 700 : undefined} />;
  const figures = (q: LoanQuoteView): Figure[] => [
    ['confirm-amount', t('summary.principal'), usd(q.amount, true)],
    ['confirm-netDisbursed', t('summary.netDisbursed'), usd(q.netDisbursed)],
    ['confirm-term', t('summary.term'), t('months', { count: q.termMonths })],
    ['confirm-instalment', t('summary.instalment'), usd(q.instalmentAmount)],
    [
      'confirm-apr',
      t('summary.apr'),
      t('summary.aprWithMonthly', { apr: rateText(t, q.apr), monthly: rateText(t, q.monthlyRate) }),
    ],
    ['confirm-aprWithFees', t('summary.aprWithFees'), rateText(t, q.aprWithFees)],
    ['confirm-totalCost', t('summary.totalCost'), usd(q.totalCost, true)],
    ['confirm-totalRepayable', t('summary.totalRepayable'), usd(q.totalRepayable)],
    [
      'confirm-dates',
      t('summary.dates'),
      t('summary.datesValue', {
        first: date(`${q.firstDueDate}T00:00:00`),
        last: date(`${q.lastDueDate}T00:00:00`),
      }),
    ],
  ];
  return (
    <Stack gap="md">
      <Text size="sm">{t('confirm.body')}</Text>
      <FigureList prefix="loan" figures={figures(quote)} wide={2} />
      <Alert color="yellow" variant="light" p="xs" styles={READABLE_ALERT_TITLE} title={t('summary.overdueFee')}>
        <Text size="sm" data-testid="loan-confirm-overdue">
          {overdueFeeWords(t, quote.overdueFee.kind, quote.overdueFee.fee)}
        </Text>
      </Alert>
    </Stack>
  );
}

/** The terms applied for in a dialog with Apply and Cancel. */
export function ConfirmApplication(dialog: PreviewDialogProps<LoanQuoteView>) {
  const { t } = useTexts(LOANS);
  return (
    <PreviewDialog {...dialog} words={{ texts: textsUnder(t, 'confirm') }}>
      {(quote) => <ApplicationTerms quote={quote} />}
    </PreviewDialog>
  );
}
