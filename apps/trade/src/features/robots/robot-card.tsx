import type { RobotView } from '@platform/contracts';
import { Amount, useDateFormat, useTexts } from '@platform/ui';
import { type Figure, FigureList, MineCard } from '../../lib/product/index.ts';
import { PnlAmount } from '../../lib/trading/pnl-amount.tsx';
import { StatusBadge } from './status-badge.tsx';
import { ROBOTS } from './texts.ts';

/** One of the user's robots in the purchase history: when and how it was bought, its income and its trading status. */
export function RobotCard({ robot: r }: { robot: RobotView }) {
  const { t } = useTexts(ROBOTS);
  const { dateTime } = useDateFormat();
  const titleId = `robot-${r.id}`;
  const figures: (Figure | null)[] = [
    ['purchasedAt', t('robot.purchasedAt'), dateTime(r.purchasedAt)],
    ['plan', t('robot.plan'), r.plan === 'rental' ? t('robot.rented', { count: r.rentDays ?? 0 }) : t('robot.bought')],
    r.expiresAt !== null ? ['expiresAt', t('robot.expiresAt'), dateTime(r.expiresAt)] : null,
    r.stoppedAt !== null ? ['stoppedAt', t('robot.stoppedAt'), dateTime(r.stoppedAt)] : null,
    ['feePaid', t('robot.feePaid'), <Amount key="f" value={r.feePaid} currency={r.currency} />],
    ['realized', t('robot.realized'), <PnlAmount key="r" value={r.realizedPnl} currency={r.currency} fw={600} />],
    ['unrealized', t('robot.unrealized'), <PnlAmount key="u" value={r.unrealizedPnl} currency={r.currency} />],
  ];
  return (
    <MineCard
      titleId={titleId}
      to={`/robots/mine/${r.id}`}
      title={r.name}
      subtitle={
        <>
          {t(`strategy.${r.strategy}`)} · {r.symbol}
        </>
      }
      badge={<StatusBadge robot={r} />}
      data-testid={`robot-item-${r.id}`}
      data-status={r.status}
    >
      <FigureList prefix="robot" wide={3} figures={figures} />
    </MineCard>
  );
}
