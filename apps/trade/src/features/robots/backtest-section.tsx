import { Alert, Stack, Text } from '@mantine/core';
import type { RobotBacktestBody, RobotBacktestView } from '@platform/contracts';
import { Amount, ChangeText, formatMoney, groupDigits, QueryState, useDateFormat, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useUpColor } from '../../lib/market/prefs.ts';
import { FigureList } from '../../lib/product/index.ts';
import { READABLE_ALERT_TITLE } from '../../lib/readable-alert.ts';
import { PnlAmount } from '../../lib/trading/pnl-amount.tsx';
import { backtestQuery } from './api.ts';
import { EquityChart } from './equity-chart.tsx';
import { percentText } from './figures.ts';
import { ROBOTS } from './texts.ts';

/** The backtest's figures, under its label: past simulated results, not a promise. */
export function BacktestView({ backtest: b }: { backtest: RobotBacktestView }) {
  const { t } = useTexts(ROBOTS);
  const { dateTime } = useDateFormat();
  const upColor = useUpColor();
  return (
    <Stack gap="sm" data-testid="robot-backtest">
      <Alert color="yellow" variant="light" p="xs" styles={READABLE_ALERT_TITLE} data-testid="robot-backtest-label">
        <Text size="sm" fw={700}>
          {t('backtest.label')}
        </Text>
      </Alert>
      <Text size="sm" c="dimmed">
        {t('backtest.over', {
          symbol: b.symbol,
          from: dateTime(b.from),
          to: dateTime(b.to),
          bars: groupDigits(b.bars),
          allocation: formatMoney(b.allocation, b.currency),
        })}
      </Text>
      <EquityChart points={b.equity} currency={b.currency} />
      <FigureList
        prefix="robot"
        wide={3}
        figures={[
          [
            'backtest-return',
            t('backtest.returnPercent'),
            <ChangeText key="r" value={percentText(b.returnPercent)} suffix="%" upColor={upColor} fw={600} />,
          ],
          [
            'backtest-drawdown',
            t('backtest.maxDrawdown'),
            <Text key="d" span inherit className="tabular" fw={600}>
              {percentText(b.maxDrawdownPercent)}%
            </Text>,
          ],
          ['backtest-trades', t('backtest.trades'), groupDigits(b.trades.length)],
          [
            'backtest-realized',
            t('backtest.realized'),
            <PnlAmount key="p" value={b.realizedPnl} currency={b.currency} />,
          ],
          [
            'backtest-unrealized',
            t('backtest.unrealized'),
            <PnlAmount key="u" value={b.unrealizedPnl} currency={b.currency} />,
          ],
          ['backtest-fees', t('backtest.fees'), <Amount key="f" value={b.fees} currency={b.currency} />],
        ]}
      />
    </Stack>
  );
}

/** The backtest of the product with the parameters and allocation asked (the product's defaults at first). */
export function BacktestSection({ productId, body }: { productId: number; body: RobotBacktestBody }) {
  const { t } = useTexts(ROBOTS);
  const backtest = useQuery(backtestQuery(productId, body));
  if (backtest.isError && !backtest.data)
    return (
      <Text size="sm" c="dimmed" data-testid="robot-backtest-failed">
        {t('backtest.failed')}
      </Text>
    );
  return <QueryState query={backtest}>{(data) => <BacktestView backtest={data} />}</QueryState>;
}
