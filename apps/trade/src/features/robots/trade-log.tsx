import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { type RobotDetail, sumDecimals } from '@platform/contracts';
import { formatMoney, formatQuantity, groupDigits, useDateFormat, useTexts } from '@platform/ui';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { PnlAmount } from '../../lib/trading/pnl-amount.tsx';
import { ROBOTS } from './texts.ts';

const STATE_INK = {
  open: 'var(--mantine-primary-color-filled)',
  closed: 'var(--mantine-color-dimmed)',
  handed_back: 'var(--platform-ink-link)',
} as const;

/**
 * The robot's orders, newest first: each opening with its price and time, then its close (price, time, realised P/L
 * after both fees), its floating P/L while open, or that it was handed back. When the whole log is shown, the sum of
 * its realised P/L is written beneath it: the robot's realised income.
 */
export function TradeLog({ detail }: { detail: RobotDetail }) {
  const { t } = useTexts(ROBOTS);
  const { dateTime } = useDateFormat();
  const { robot, trades, tradeCount } = detail;
  if (trades.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('log.empty')}
      </Text>
    );
  const complete = trades.length >= tradeCount;
  const realized = sumDecimals(
    trades.flatMap((trade) => (trade.realizedPnl === null ? [] : [trade.realizedPnl])),
    2,
  );
  return (
    <Stack gap="xs">
      <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }} data-testid="robot-trades">
        {trades.map((trade) => (
          <Group
            component="li"
            key={trade.positionId}
            justify="space-between"
            align="flex-start"
            gap="xs"
            py={8}
            wrap="nowrap"
            data-order={trade.orderId}
            data-state={trade.state}
            data-realized={trade.realizedPnl ?? undefined}
            style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
          >
            <Stack gap={0} miw={0}>
              <Text size="sm" fw={500}>
                {t('log.open', {
                  side: t(`log.side.${trade.side}`),
                  quantity: formatQuantity(trade.quantity),
                  symbol: robot.symbol,
                  price: groupDigits(trade.openPrice),
                })}
              </Text>
              <Text size="xs" c="dimmed">
                {dateTime(trade.openedAt)}
              </Text>
              {trade.closePrice !== null && trade.closedAt !== null ? (
                <Text size="xs" c="dimmed">
                  {t('log.closed', { price: groupDigits(trade.closePrice) })} · {dateTime(trade.closedAt)}
                </Text>
              ) : null}
            </Stack>
            <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
              <Badge variant="outline" color={STATE_INK[trade.state]} tt="none" size="sm">
                {t(`log.state.${trade.state}`)}
              </Badge>
              {trade.realizedPnl !== null ? (
                <LabelledPnl label={t('log.realized')} value={trade.realizedPnl} currency={robot.currency} />
              ) : trade.floatingPnl !== null ? (
                <LabelledPnl label={t('log.floating')} value={trade.floatingPnl} currency={robot.currency} />
              ) : null}
            </Stack>
          </Group>
        ))}
      </Stack>
      {complete ? (
        <Text size="sm" fw={600} data-testid="robot-log-sum" data-sum={realized}>
          {t('log.sum', { amount: formatMoney(realized, robot.currency) })}
        </Text>
      ) : (
        <Text size="xs" c="dimmed">
          {t('log.shown', { shown: trades.length, count: tradeCount })}
        </Text>
      )}
      <Anchor component={Link} to="/records" size="sm">
        {t('log.records')}
      </Anchor>
    </Stack>
  );
}

/** A trade's profit or loss after its small label (realized, or floating while it is open). */
function LabelledPnl({
  label,
  value,
  currency,
}: {
  label: string;
  value: string;
  currency: ComponentProps<typeof PnlAmount>['currency'];
}) {
  return (
    <Text size="sm">
      <Text span size="xs" c="dimmed">
        {label}{' '}
      </Text>
      <PnlAmount value={value} currency={currency} size="sm" />
    </Text>
  );
}
