import { Badge, Stack, Table, Text } from '@mantine/core';
import type { LoanInstalmentState, LoanInstalmentView, LoanScheduleLine } from '@platform/contracts';
import { Amount, formatMoney, useDateFormat, useTexts, WARNING_TEXT } from '@platform/ui';
import { isZero } from './terms.ts';
import { LOANS } from './texts.ts';

// The theme's inks keep the outlined label above 4.5:1 in the light and the dark theme.
const TONE: Record<LoanInstalmentState, string> = {
  upcoming: 'var(--mantine-color-text)',
  due: WARNING_TEXT,
  overdue: 'var(--platform-ink-red)',
  paid: 'var(--platform-ink-teal)',
  settled_early: 'var(--platform-ink-teal)',
};

type Line = LoanScheduleLine | LoanInstalmentView;
const hasState = (line: Line): line is LoanInstalmentView => 'state' in line;

export interface ScheduleTotals {
  principal: string;
  interest: string;
  amount: string;
}

/**
 * The instalments: number and date (with the state once the loan is paid out), principal, interest and payment. Four
 * columns fit a phone's width; the amounts are USD, said once in the caption.
 */
export function ScheduleTable({ lines, totals }: { lines: readonly Line[]; totals?: ScheduleTotals }) {
  const { t } = useTexts(LOANS);
  const { date, dateTime } = useDateFormat();
  const usd = (value: string, bold = false) => (
    <Amount value={value} currency="USD" withCurrency={false} fw={bold ? 700 : undefined} />
  );
  return (
    <Table
      fz="sm"
      verticalSpacing={6}
      horizontalSpacing={6}
      striped
      data-testid="loan-schedule"
      style={{ fontVariantNumeric: 'tabular-nums' }}
    >
      <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>{t('schedule.caption')}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('schedule.number')}</Table.Th>
          <Table.Th scope="col" ta="right">
            {t('schedule.principal')}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            {t('schedule.interest')}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            {t('schedule.payment')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line) => {
          const state = hasState(line) ? line.state : null;
          const late = hasState(line) && !isZero(line.overdueFee);
          return (
            <Table.Tr
              key={line.number}
              data-testid={`loan-instalment-${line.number}`}
              data-state={state ?? undefined}
              data-amount={line.amount}
            >
              <Table.Th scope="row" fw={400}>
                <Stack gap={2} align="flex-start">
                  <Text size="sm" fw={600}>
                    {t('schedule.instalment', { number: line.number })}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }} data-testid="loan-instalment-date">
                    {date(`${line.dueDate}T00:00:00`)}
                  </Text>
                  {state ? (
                    <Badge
                      size="sm"
                      variant="outline"
                      tt="none"
                      color={TONE[state]}
                      data-testid="loan-instalment-state"
                    >
                      {t(`schedule.state.${state}`)}
                    </Badge>
                  ) : null}
                </Stack>
              </Table.Th>
              <Table.Td ta="right" data-testid="loan-instalment-principal">
                {usd(line.principal)}
              </Table.Td>
              <Table.Td ta="right" data-testid="loan-instalment-interest">
                {usd(line.interest)}
              </Table.Td>
              <Table.Td ta="right" data-testid="loan-instalment-amount">
                <Stack gap={2} align="flex-end">
                  {usd(hasState(line) && line.state !== 'upcoming' ? line.amountDue : line.amount, true)}
                  {late && hasState(line) ? (
                    <Text size="xs" c="var(--platform-ink-red)" data-testid="loan-instalment-fee">
                      {t('schedule.overdueFee', { amount: formatMoney(line.overdueFee, 'USD') })}
                    </Text>
                  ) : null}
                  {hasState(line) && line.paidAt ? (
                    <Text size="xs" c="dimmed">
                      {t('schedule.paidAt', { date: dateTime(line.paidAt) })}
                    </Text>
                  ) : null}
                </Stack>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
      {totals ? (
        <Table.Tfoot>
          <Table.Tr data-testid="loan-schedule-totals">
            <Table.Th scope="row">{t('schedule.totals')}</Table.Th>
            <Table.Td ta="right">{usd(totals.principal, true)}</Table.Td>
            <Table.Td ta="right">{usd(totals.interest, true)}</Table.Td>
            <Table.Td ta="right">{usd(totals.amount, true)}</Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      ) : null}
    </Table>
  );
}
