import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { fieldErrorsOf } from '@platform/client';
import type { LoanDetail, LoanEarlyRepaymentQuote, LoanInstalmentView } from '@platform/contracts';
import { Amount, formatMoney, QueryState, toast, useDateFormat, useShowError, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../lib/page-title.ts';
import { BackLink, type Figure, FigureList, Section } from '../../lib/product/index.ts';
import { READABLE_ALERT_TITLE } from '../../lib/readable-alert.ts';
import { fetchEarlyRepaymentQuote, loanQuery, useRepayEarly, useRepayNext } from './api.ts';
import classes from './loans.module.css';
import { RepayEarlyDialog, RepayNextDialog } from './repay-dialogs.tsx';
import { ScheduleTable } from './schedule-table.tsx';
import { LoanStatusBadge } from './status-badge.tsx';
import { isZero, nextDueFigure, overdueFeeWords, rateText } from './terms.ts';
import { LOANS } from './texts.ts';

const UNPAID = new Set<LoanInstalmentView['state']>(['overdue', 'due', 'upcoming']);

/** Before it is paid out an instalment has no state yet: the schedule shows what was applied for. */
const asApplied = ({ number, dueDate, principal, interest, amount, balanceAfter }: LoanInstalmentView) => ({
  number,
  dueDate,
  principal,
  interest,
  amount,
  balanceAfter,
});

/** The server refuses a repay-early whose total has changed since it was shown. */
const quoteChanged = (error: unknown) => fieldErrorsOf(error).total !== undefined;

/** Repay the next instalment, or everything today at the server's quote (asked afresh when the button is pressed). */
function RepayActions({ detail }: { detail: LoanDetail }) {
  const { t } = useTexts(LOANS);
  const showError = useShowError();
  const id = detail.loan.id;
  const repayNext = useRepayNext(id);
  const repayEarly = useRepayEarly(id);
  const next = detail.instalments.find((line) => UNPAID.has(line.state)) ?? null;
  const [nextOpen, setNextOpen] = useState(false);
  const [early, setEarly] = useState<LoanEarlyRepaymentQuote | null>(null);
  const [asking, setAsking] = useState(false);
  const askEarly = async () => {
    setAsking(true);
    try {
      setEarly(await fetchEarlyRepaymentQuote(id));
    } catch (error) {
      showError(error);
    }
    setAsking(false);
  };
  const payNext = async () => {
    const paying = detail.nextPayment;
    try {
      const after = await repayNext.mutateAsync();
      toast.success(
        after.loan.status === 'closed'
          ? t('detail.closedToast')
          : t('detail.repaid', { amount: formatMoney(paying?.total, 'USD') }),
      );
    } catch (error) {
      showError(error);
    }
    setNextOpen(false);
  };
  const payEarly = async () => {
    if (!early) return;
    try {
      await repayEarly.mutateAsync(early.total);
      toast.success(t('detail.closedToast'));
      setEarly(null);
    } catch (error) {
      showError(error);
      // What is due moved on (a day passed, an instalment was collected): show the new figures to confirm again.
      if (quoteChanged(error)) await askEarly();
      else setEarly(null);
    }
  };
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {next ? (
          <Button onClick={() => setNextOpen(true)}>{t('detail.repayNext', { number: next.number })}</Button>
        ) : null}
        <Button variant="outline" onClick={askEarly} loading={asking}>
          {t('detail.repayEarly')}
        </Button>
      </SimpleGrid>
      <RepayNextDialog
        payment={nextOpen ? detail.nextPayment : null}
        available={detail.earlyRepayment?.available ?? null}
        paying={repayNext.isPending}
        onCancel={() => setNextOpen(false)}
        onConfirm={payNext}
      />
      <RepayEarlyDialog
        quote={early}
        paying={repayEarly.isPending}
        onCancel={() => setEarly(null)}
        onConfirm={payEarly}
      />
    </>
  );
}

/** A loan's page as it renders from its detail: state, terms and figures, the actions, and the schedule. */
export function LoanView({ detail }: { detail: LoanDetail }) {
  const { t } = useTexts(LOANS);
  const { date, dateTime } = useDateFormat();
  const l = detail.loan;
  const title = t('list.name', { name: l.productName, id: l.id });
  usePageTitle(title);
  const usd = (value: string, bold = false) => <Amount value={value} currency="USD" fw={bold ? 700 : undefined} />;
  const repaying = l.status === 'active' || l.status === 'overdue';
  const paidOut = l.disbursedAt !== null;
  const figures: (Figure | null)[] = [
    ['amount', t('list.amount'), usd(l.amount, true)],
    ['term', t('list.term'), t('months', { count: l.termMonths })],
    ['apr', t('list.apr'), rateText(t, l.apr)],
    ['aprWithFees', t('summary.aprWithFees'), rateText(t, l.aprWithFees)],
    ['originationFee', t('summary.originationFee'), usd(l.originationFee)],
    ['appliedAt', t('detail.appliedAt'), dateTime(l.appliedAt)],
    l.decidedAt ? ['decidedAt', t('detail.decidedAt'), dateTime(l.decidedAt)] : null,
    l.disbursedAt ? ['disbursedAt', t('detail.disbursedAt'), dateTime(l.disbursedAt)] : null,
    paidOut ? ['outstanding', t('detail.outstanding'), usd(l.principalOutstanding, true)] : null,
    paidOut ? ['principalPaid', t('detail.principalPaid'), usd(l.principalPaid)] : null,
    paidOut ? ['interestPaid', t('detail.interestPaid'), usd(l.interestPaid)] : null,
    paidOut && !isZero(l.overdueFeesPaid) ? ['overdueFeesPaid', t('detail.overdueFees'), usd(l.overdueFeesPaid)] : null,
    nextDueFigure(t, l, date),
    l.closedAt ? ['closedAt', t('list.closedAt'), dateTime(l.closedAt)] : null,
  ];
  return (
    <Stack gap="md" py={{ base: 0, sm: 'md' }}>
      <BackLink to="/loans/mine">{t('mine')}</BackLink>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        <LoanStatusBadge status={l.status} />
      </Group>
      {l.status === 'rejected' ? (
        <Alert color="red" variant="light" styles={READABLE_ALERT_TITLE} title={t('status.rejected')}>
          <Text size="sm" data-testid="loan-reject-reason">
            {t('detail.rejected', { reason: l.rejectReason ?? '—' })}
          </Text>
        </Alert>
      ) : null}
      {l.status === 'pending' ? (
        <Alert color="yellow" variant="light" styles={READABLE_ALERT_TITLE} data-testid="loan-pending-note">
          <Text size="sm">{t('detail.pending')}</Text>
        </Alert>
      ) : null}
      {l.status === 'overdue' ? (
        <Alert color="red" variant="light" styles={READABLE_ALERT_TITLE} data-testid="loan-overdue-note">
          <Text size="sm">{t('detail.overdue', { fee: overdueFeeWords(t, l.overdueFeeKind, l.overdueFee) })}</Text>
        </Alert>
      ) : null}
      {l.status === 'closed' ? (
        <Alert color="teal" variant="light" styles={READABLE_ALERT_TITLE} data-testid="loan-closed-note">
          <Text size="sm">{t('detail.closed')}</Text>
        </Alert>
      ) : null}
      <div className={classes.loan}>
        <Section id="loan-terms" title={t('detail.terms')} className={classes.summary}>
          <FigureList prefix="loan" figures={figures} wide={2} />
          <Text size="xs" c="dimmed" data-testid="loan-overdue-terms">
            {t('product.overdueFee')}: {overdueFeeWords(t, l.overdueFeeKind, l.overdueFee)}
          </Text>
          {repaying ? <RepayActions detail={detail} /> : null}
          {paidOut ? (
            <Anchor component={Link} to="/assets/history?account=funding" size="sm">
              {t('detail.history')}
            </Anchor>
          ) : null}
        </Section>
        <Section id="loan-schedule-title" title={t('calculator.scheduleTitle')} className={classes.schedule}>
          <ScheduleTable lines={paidOut ? detail.instalments : detail.instalments.map(asApplied)} />
        </Section>
      </div>
    </Stack>
  );
}

/** /loans/mine/:id — one application or loan. */
export function LoanPage() {
  const id = Number(useParams().id);
  const detail = useQuery(loanQuery(id));
  return <QueryState query={detail}>{(data) => <LoanView detail={data} />}</QueryState>;
}
