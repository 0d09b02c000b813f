import { Group, Stack, Text } from '@mantine/core';
import type { FollowInstitutionDetail } from '@platform/contracts';
import { formatQuantity, useDateFormat, useTexts } from '@platform/ui';
import { PnlAmount } from '../../lib/trading/pnl-amount.tsx';
import { FOLLOW } from './texts.ts';

/** The institution's latest trades through the order engine, newest first, with the P/L a closing trade realised. */
export function RecentTrades({ trades }: { trades: FollowInstitutionDetail['recentTrades'] }) {
  const { t } = useTexts(FOLLOW);
  const { dateTime } = useDateFormat();
  if (trades.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('noTrades')}
      </Text>
    );
  return (
    <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }} data-testid="follow-trades">
      {trades.map((trade) => (
        <Group
          component="li"
          key={trade.orderId}
          justify="space-between"
          gap="xs"
          py={6}
          wrap="wrap"
          style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
        >
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {t('trade', {
                side: t(`side.${trade.side}`),
                quantity: formatQuantity(trade.quantity),
                symbol: trade.symbol,
                price: trade.price,
              })}
            </Text>
            <Text size="xs" c="dimmed">
              {dateTime(trade.at)}
            </Text>
          </Stack>
          {trade.realizedPnl !== null ? (
            <Text size="sm">
              <Text span size="xs" c="dimmed">
                {t('realized')}{' '}
              </Text>
              <PnlAmount value={trade.realizedPnl} currency="USD" size="sm" />
            </Text>
          ) : null}
        </Group>
      ))}
    </Stack>
  );
}
