import type { RobotBacktestView } from '@platform/contracts';
import { groupDigits, useDateFormat, useTexts } from '@platform/ui';
import { EquityLine } from '../../lib/chart/equity-line.tsx';
import { ROBOTS } from './texts.ts';

/** The backtest's simulated equity as a line, with its first and last points written out beneath it. */
export function EquityChart({ points, currency }: { points: RobotBacktestView['equity']; currency: string }) {
  const { t } = useTexts(ROBOTS);
  const { dateTime } = useDateFormat();
  return (
    <EquityLine
      points={points}
      height={140}
      minPoints={2}
      testId="robot-backtest-chart"
      empty={t('backtest.noChart')}
      at={dateTime}
      label={(first, last) =>
        t('backtest.chart', {
          from: dateTime(first.at),
          to: dateTime(last.at),
          first: `${groupDigits(first.equity)} ${currency}`,
          last: `${groupDigits(last.equity)} ${currency}`,
        })
      }
    />
  );
}
