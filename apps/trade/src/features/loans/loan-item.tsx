import { Text } from '@mantine/core';
import type { LoanView } from '@platform/contracts';
import { Amount, useDateFormat, useTexts } from '@platform/ui';
import { type Figure, FigureList, MineItem } from '../../lib/product/index.ts';
import { LoanStatusBadge } from './status-badge.tsx';
import { nextDueFigure, rateText } from './terms.ts';
import { LOANS } from './texts.ts';

/** One application or loan in the user's list: its state, amount, term, APR, and what is next or how it ended. */
export function LoanItem({ loan: l }: { loan: LoanView }) {
  const { t } = useTexts(LOANS);
  const { date, dateTime } = useDateFormat();
  const usd = (value: string) => <Amount value={value} currency="USD" />;
  const repaying = l.status === 'active' || l.status === 'overdue';
  const figures: (Figure | null)[] = [
    ['amount', t('list.amount'), usd(l.amount)],
    ['term', t('list.term'), t('months', { count: l.termMonths })],
    ['apr', t('list.apr'), rateText(t, l.apr)],
    l.status === 'pending' || l.status === 'rejected'
      ? ['appliedAt', t('list.appliedAt'), dateTime(l.appliedAt)]
      : null,
    repaying ? ['outstanding', t('list.outstanding'), usd(l.principalOutstanding)] : null,
    nextDueFigure(t, l, date),
    l.status === 'closed' ? ['closedAt', t('list.closedAt'), dateTime(l.closedAt) ?? '—'] : null,
  ];
  const titleId = `loan-${l.id}`;
  return (
    <MineItem
      titleId={titleId}
      to={`/loans/mine/${l.id}`}
      title={t('list.name', { name: l.productName, id: l.id })}
      badge={<LoanStatusBadge status={l.status} />}
      data-testid={`loan-item-${l.id}`}
      data-status={l.status}
    >
      <FigureList prefix="loan" figures={figures} wide={4} />
      {l.status === 'rejected' && l.rejectReason ? (
        <Text size="sm" c="var(--platform-ink-red)" mt="xs" data-testid="loan-reject-reason">
          {t('detail.rejected', { reason: l.rejectReason })}
        </Text>
      ) : null}
    </MineItem>
  );
}
