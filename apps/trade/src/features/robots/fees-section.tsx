import { Stack, Text } from '@mantine/core';
import type { RobotProductView } from '@platform/contracts';
import { Amount, useTexts } from '@platform/ui';
import { type Figure, FigureList } from '../../lib/product/index.ts';
import { rentOptionsOf } from './buy-values.ts';
import { fractionPercent } from './figures.ts';
import { ROBOTS } from './texts.ts';

/** What the robot costs: its price for good, each rental period's fee, and the trading fee on each of its orders. */
export function FeesSection({ product: p }: { product: RobotProductView }) {
  const { t } = useTexts(ROBOTS);
  const money = (value: string) => <Amount value={value} currency={p.currency} fw={600} />;
  return (
    <Stack gap="xs">
      <FigureList
        prefix="robot"
        wide={2}
        figures={[
          ['buyPrice', t('fees.buyPrice'), money(p.buyPrice)],
          ...rentOptionsOf(p).map(
            (option): Figure => [`rent-${option.days}`, t('fees.rent', { count: option.days }), money(option.fee)],
          ),
          ['tradingFee', t('fees.trading'), t('fees.tradingWords', { rate: fractionPercent(p.tradingFeeRate) })],
        ]}
      />
      {p.rentOptions.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('fees.noRent')}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed">
        {t('fees.paidFrom')}
      </Text>
    </Stack>
  );
}
