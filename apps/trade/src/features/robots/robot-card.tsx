import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { RobotView } from '@platform/contracts';
import { Amount, useDateFormat } from '@platform/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Figure, FigureList } from '../../lib/product/index.ts';
import { PnlAmount } from '../../lib/trading/pnl-amount.tsx';
import { StatusBadge } from './status-badge.tsx';
import { ROBOTS } from './texts.ts';

/** One of the user's robots in the purchase history: when and how it was bought, its income and its trading status. */
export function RobotCard({ robot: r }: { robot: RobotView }) {
  const { t } = useTranslation(ROBOTS);
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
    <Paper
      component="li"
      withBorder
      radius="lg"
      p="md"
      aria-labelledby={titleId}
      data-testid={`robot-item-${r.id}`}
      data-status={r.status}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Anchor component={Link} to={`/robots/mine/${r.id}`} fw={700} id={titleId}>
              {r.name}
            </Anchor>
            <Text size="xs" c="dimmed">
              {t(`strategy.${r.strategy}`)} · {r.symbol}
            </Text>
          </div>
          <StatusBadge robot={r} />
        </Group>
        <FigureList prefix="robot" wide={3} figures={figures} />
      </Stack>
    </Paper>
  );
}
