import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { MiningContractView, MiningSettlementView } from '@platform/contracts';
import { Amount, groupDigits, trimZeros, useDateFormat, useTexts } from '@platform/ui';
import { FigureList } from '../../lib/product/index.ts';
import { MINING } from './texts.ts';

/**
 * One settled period with every input of the formula: the network period, its hash rate, difficulty, reward, blocks
 * and draw, the exact gross and the payout (rounded down), the electricity taken and the energy before it. A lost
 * period says why it paid nothing.
 */
export function SettlementCard({
  settlement: s,
  contract: c,
}: {
  settlement: MiningSettlementView;
  contract: MiningContractView;
}) {
  const { t } = useTexts(MINING);
  const { dateTime } = useDateFormat();
  const lost = s.outcome === 'lost';
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      data-testid={`mining-settlement-${s.number}`}
      data-outcome={s.outcome}
      data-payout={s.payout}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text fw={700} size="sm">
              {t('settlements.period', { number: s.number, total: c.periodsInTerm })}
            </Text>
            <Text size="xs" c="dimmed">
              {t('settlements.networkIndex', { index: s.networkIndex })} · {dateTime(s.startsAt)} – {dateTime(s.endsAt)}
            </Text>
          </div>
          <Badge
            variant="outline"
            color={lost ? 'var(--platform-ink-red)' : 'var(--platform-ink-teal)'}
            tt="none"
            style={{ flexShrink: 0 }}
            data-testid="mining-outcome"
          >
            {t(`settlements.outcome.${s.outcome}`)}
          </Badge>
        </Group>
        <Text
          size="sm"
          style={{ overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' }}
          data-testid="mining-settlement-formula"
        >
          {t('settlements.formula', {
            hashRate: groupDigits(s.hashRate),
            networkHashRate: groupDigits(s.networkHashRate),
            blockReward: trimZeros(s.blockReward),
            blocks: s.blocks,
            gross: trimZeros(s.gross),
          })}
        </Text>
        {lost ? (
          <Text size="sm" data-testid="mining-settlement-lost">
            {t('settlements.lostWords', {
              energy: trimZeros(s.energyBefore, 2),
              fee: trimZeros(c.electricityPerPeriod, 2),
            })}
          </Text>
        ) : null}
        <FigureList
          prefix="mining"
          tabular
          wide={4}
          figures={[
            ['payout', t('settlements.payout'), `${trimZeros(s.payout, 2)} ${c.coin}`],
            [
              'electricityFee',
              t('settlements.electricityFee'),
              <Amount key="f" value={s.electricityFee} currency="USDT" />,
            ],
            ['energyBefore', t('settlements.energyBefore'), <Amount key="b" value={s.energyBefore} currency="USDT" />],
            ['difficulty', t('settlements.difficulty'), groupDigits(s.difficulty)],
          ]}
        />
        {Date.parse(s.settledAt) < Date.parse(s.endsAt) ? (
          <Text size="xs" c="dimmed" data-testid="mining-settlement-early">
            {t('settlements.early', { date: dateTime(s.settledAt) })}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('settlements.draw')}: <span style={{ fontFamily: 'var(--mantine-font-family-monospace)' }}>{s.draw}</span>
        </Text>
      </Stack>
    </Paper>
  );
}
