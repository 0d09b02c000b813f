import { Anchor, Badge, Divider, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type AdminLoanDetail, formatAmount, sumDecimals } from '@platform/contracts';
import { Amount, QueryState, textsUnder, toast, trimZeros, useDateFormat } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Field, FieldGrid } from '../../shared/definition-list.tsx';
import { ReviewDecision } from '../../shared/money/review-decision.tsx';
import { UserCell, UserLedgerLink } from '../../shared/money/user-link.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { loansQueries, useDecide } from './api.ts';
import type { ScreenTexts } from './i18n.ts';
import { LoanStatusBadge } from './loan-status.tsx';
import { SandboxAdvance } from './sandbox-advance.tsx';

function LoanFields({ detail: { loan: l } }: { detail: AdminLoanDetail }) {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDateTime = useDateFormat({ seconds: true }).dateTime;
  const none = t('shared.none');
  const f = textsUnder(t, 'loans.applications.fields');
  return (
    <FieldGrid>
      <Field label={f('applicant')}>
        <UserCell user={l} wrap />
      </Field>
      <Field label={f('kyc')}>
        <Badge
          variant="outline"
          color={l.kycApproved ? 'var(--platform-ink-teal)' : 'var(--platform-ink-red)'}
          tt="none"
        >
          {l.kycApproved ? f('kycApproved') : f('kycMissing')}
        </Badge>
      </Field>
      <Field label={f('otherLoans')}>
        <Amount value={l.otherLoansOutstanding} currency="USD" />
      </Field>
      <Field label={f('status')}>
        <LoanStatusBadge status={l.status} />
      </Field>
      <Field label={f('product')}>{l.productName}</Field>
      <Field label={f('amount')}>
        <Amount value={l.amount} currency="USD" fw={700} />
      </Field>
      <Field label={f('term')}>{t('loans.applications.months', { count: l.termMonths })}</Field>
      <Field label={f('apr')}>{trimZeros(l.apr)} %</Field>
      <Field label={f('originationFee')}>
        <Amount value={l.originationFee} currency="USD" />
      </Field>
      <Field label={f('overdueFee')}>
        {l.overdueFeeKind === 'flat'
          ? t('loans.applications.overdueFlat', { amount: formatAmount(l.overdueFee, 'USD') })
          : t('loans.applications.overdueDaily', { percent: trimZeros(l.overdueFee) })}
      </Field>
      <Field label={f('outstanding')}>
        <Amount value={l.principalOutstanding} currency="USD" />
      </Field>
      <Field label={f('appliedAt')}>{formatDateTime(l.appliedAt)}</Field>
      <Field label={f('decidedAt')}>{formatDateTime(l.decidedAt) ?? none}</Field>
      <Field label={f('decidedBy')}>
        {l.decidedBy ? (
          <Anchor component={Link} to={`/users/${l.decidedBy}`} size="sm">
            {t('money.actors.operator', { id: l.decidedBy })}
          </Anchor>
        ) : (
          none
        )}
      </Field>
      <Field label={f('disbursedAt')}>{formatDateTime(l.disbursedAt) ?? none}</Field>
      <Field label={f('closedAt')}>{formatDateTime(l.closedAt) ?? none}</Field>
      <Field label={f('reason')}>{l.rejectReason ?? none}</Field>
    </FieldGrid>
  );
}

/** The schedule as applied for (or as recorded once paid out), with each instalment's state. */
function Schedule({ detail }: { detail: AdminLoanDetail }) {
  const { t } = useAppTexts<ScreenTexts>();
  const { date } = useDateFormat();
  const d = textsUnder(t, 'loans.applications.dialog');
  const usd = (value: string) => <Amount value={value} currency="USD" withCurrency={false} />;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {d('schedule')}
      </Title>
      <Table.ScrollContainer minWidth={560} type="native">
        <Table fz="sm" verticalSpacing={4} striped>
          <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>{d('scheduleCaption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{d('number')}</Table.Th>
              <Table.Th scope="col">{d('dueDate')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {d('principal')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {d('interest')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {d('amount')}
              </Table.Th>
              <Table.Th scope="col">{d('state')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {detail.instalments.map((line) => (
              <Table.Tr key={line.number}>
                <Table.Td>{line.number}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{date(`${line.dueDate}T00:00:00`)}</Table.Td>
                <Table.Td ta="right">{usd(line.principal)}</Table.Td>
                <Table.Td ta="right">{usd(line.interest)}</Table.Td>
                <Table.Td ta="right">{usd(line.amountDue)}</Table.Td>
                <Table.Td>{t(`loans.applications.dialog.states.${line.state}`)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** One application or loan with its schedule, and — while it waits — approve (pays out) or reject with a reason. */
export function ApplicationDialog({ id, onClose }: { id: number | null; onClose(): void }) {
  const { t } = useAppTexts<ScreenTexts>();
  const phone = useMediaQuery('(max-width: 48em)');
  const query = useQuery({ ...loansQueries.application(id ?? 0), enabled: id !== null });
  const decide = useDecide();
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      title={id !== null ? t('loans.applications.dialog.title', { id }) : ''}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('shared.close') }}
    >
      {id !== null ? (
        <QueryState query={query}>
          {(detail) => {
            const l = detail.loan;
            const amount = formatAmount(l.amount, 'USD');
            const fee = formatAmount(l.originationFee, 'USD');
            const net = formatAmount(sumDecimals([l.amount, `-${l.originationFee}`], 2), 'USD');
            return (
              <Stack>
                <LoanFields detail={detail} />
                <UserLedgerLink userId={l.userId} />
                <Schedule detail={detail} />
                <Divider />
                {l.status === 'active' || l.status === 'overdue' ? <SandboxAdvance loanId={l.id} /> : null}
                {l.status !== 'pending' ? (
                  <Text size="sm" c="dimmed">
                    {t('loans.applications.dialog.decided')}
                  </Text>
                ) : (
                  <ReviewDecision
                    approveLabel={t('loans.applications.approve')}
                    rejectLabel={t('loans.applications.reject')}
                    approveEffect={t('loans.applications.approveEffect', { amount, fee, net })}
                    rejectEffect={t('loans.applications.rejectEffect')}
                    onApprove={async (note, idempotencyKey) => {
                      await decide.mutateAsync({ id: l.id, decision: 'approve', note, idempotencyKey });
                      toast.success(t('loans.applications.approved'));
                      onClose();
                    }}
                    onReject={async (reason, idempotencyKey) => {
                      await decide.mutateAsync({ id: l.id, decision: 'reject', reason, idempotencyKey });
                      toast.success(t('loans.applications.rejected'));
                      onClose();
                    }}
                  />
                )}
              </Stack>
            );
          }}
        </QueryState>
      ) : null}
    </Modal>
  );
}
