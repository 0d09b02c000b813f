import { Anchor, Badge, Table } from '@mantine/core';
import { type AdminLoanDetail, formatAmount } from '@platform/contracts';
import { Amount, textsUnder, trimZeros, useDateFormat } from '@platform/ui';
import { Link } from 'react-router';
import { Field, FieldGrid } from '../../shared/definition-list.tsx';
import { UserCell } from '../../shared/money/user-link.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';
import { LoanStatusBadge } from './loan-status.tsx';

/** The application or loan as a reviewer checks it: the applicant, the terms, and what happened to it when. */
export function LoanFields({ detail: { loan: l } }: { detail: AdminLoanDetail }) {
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
export function LoanSchedule({ detail }: { detail: AdminLoanDetail }) {
  const { t } = useAppTexts<ScreenTexts>();
  const { date } = useDateFormat();
  const s = textsUnder(t, 'loans.applications.schedule');
  const usd = (value: string) => <Amount value={value} currency="USD" withCurrency={false} />;
  return (
    <Table.ScrollContainer minWidth={560} type="native">
      <Table fz="sm" verticalSpacing={4} striped>
        <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>{s('caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{s('number')}</Table.Th>
            <Table.Th scope="col">{s('dueDate')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {s('principal')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {s('interest')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {s('amount')}
            </Table.Th>
            <Table.Th scope="col">{s('state')}</Table.Th>
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
              <Table.Td>{t(`loans.applications.schedule.states.${line.state}`)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
