import { Code, Stack, Text } from '@mantine/core';
import type { MiningContractDetail, MiningNetworkPeriodView } from '@platform/contracts';
import { groupDigits, trimZeros, useDateFormat, useTexts } from '@platform/ui';
import { FigureList, Section } from '../../lib/product/index.ts';
import { periodLength } from './period-length.ts';
import { MINING } from './texts.ts';

export type NetworkRule = MiningContractDetail['network'];

/** A decimal fraction as a percent, exactly (0.0005 → "0.05%", 0.03 → "3%"): the digits move, nothing is rounded. */
export function fractionPercent(fraction: string): string {
  const [whole = '0', decimals = ''] = fraction.trim().split('.');
  const digits = `${whole}${decimals.padEnd(2, '0')}`;
  const point = whole.length + 2;
  const rest = digits.slice(point);
  const shifted = `${digits.slice(0, point)}${rest ? `.${rest}` : ''}`;
  return `${trimZeros(shifted)}%`;
}

/**
 * The formula in words and every input of it that the network publishes: the period's length and blocks, the block
 * reward, the drift rule with its seed's hash and, when known, the current period's network hash rate and difficulty.
 */
export function FormulaSection({ network: n, current }: { network: NetworkRule; current?: MiningNetworkPeriodView }) {
  const { t } = useTexts(MINING);
  const { dateTime } = useDateFormat();
  return (
    <Section id="mining-formula" title={t('formula.title')}>
      <Text fw={600} data-testid="mining-formula-words">
        {t('formula.words')}
      </Text>
      <Text size="sm">{t('formula.rounding')}</Text>
      <FigureList
        prefix="mining"
        tabular
        wide={3}
        figures={[
          ['periodMinutes', t('contract.period'), periodLength(t, n.periodMinutes)],
          ['blocks', t('formula.blocks'), groupDigits(n.blocksPerPeriod)],
          ['blockReward', t('formula.blockReward'), `${trimZeros(n.blockReward)} ${n.coin}`],
          current
            ? ['networkHashRate', t('formula.networkHashRate'), `${groupDigits(current.networkHashRate)} TH/s`]
            : null,
          current ? ['difficulty', t('formula.difficulty'), groupDigits(current.difficulty)] : null,
        ]}
      />
      <Text size="sm" data-testid="mining-network-rule">
        {t('formula.networkRule', {
          base: groupDigits(n.baseHashRate),
          growth: fractionPercent(n.dailyGrowth),
          genesis: dateTime(n.genesisAt),
          noise: fractionPercent(n.noiseBound),
        })}
      </Text>
      <Stack gap={2}>
        <Text size="xs" c="dimmed">
          {t('formula.seedHash')}
        </Text>
        <Code style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }} data-testid="mining-seed-hash">
          {n.seedHash}
        </Code>
      </Stack>
    </Section>
  );
}
