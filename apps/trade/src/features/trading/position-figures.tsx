// An open position's further figures, each beside its working (issue 33 §1, §7): the P/L on margin, the cost with the
// opening fee, and the estimated closing prices of the account's margin call and stop-out. The figures and their
// working come from the same contracts functions (pnlPercent, costBasis, levelPrice).
import { Group, Text } from '@mantine/core';
import {
  CURRENCY_DECIMALS,
  costBasis,
  levelPrice,
  type PositionView,
  pnlPercent,
  type TradingAccountView,
} from '@platform/contracts';
import { Amount, directionColor, directionOf, useTexts } from '@platform/ui';
import { Working } from '../../lib/explain/working.tsx';
import { useUpColor } from '../../lib/market/prefs.ts';
import { RECORDS } from './records-texts.ts';

/** The P/L as a share of the margin put in, signed and coloured as the P/L is. */
export function PnlOnMargin({ pnl, margin }: { pnl: string; margin: string }) {
  const { t } = useTexts(RECORDS);
  const upColor = useUpColor();
  const value = pnlPercent(pnl, margin);
  if (value === null) return null;
  const direction = directionOf(value);
  const signed = `${direction === 'up' ? '+' : ''}${value}`;
  return (
    <Group gap={2} justify="flex-end" wrap="nowrap">
      <Text size="xs" c={directionColor(direction, upColor)} data-testid="pnlOnMargin">
        {t('pnlOnMargin', { value: signed })}
      </Text>
      <Working
        figure={t('working.pnlOnMargin')}
        testId="pnlOnMargin"
        lines={[t('working.pnlFormula'), t('working.pnlSteps', { pnl, margin, value: signed })]}
      />
    </Group>
  );
}

/** Open price × quantity × multiplier plus the opening fee. */
export function CostFigure({ position }: { position: PositionView }) {
  const { t } = useTexts(RECORDS);
  const { currency } = position;
  const { notional, cost } = costBasis(position, CURRENCY_DECIMALS[currency]);
  return (
    <Group gap={2} wrap="nowrap" component="span">
      <Amount value={cost} currency={currency} />
      <Working
        figure={t('cost')}
        testId="cost"
        lines={[
          t('working.costFormula'),
          t('working.costSteps', {
            price: position.openPrice,
            quantity: position.quantity,
            multiplier: position.multiplier,
            notional,
          }),
          t('working.costFee', { notional, fee: position.openFee, cost, currency }),
        ]}
      />
    </Group>
  );
}

export type AccountLevels = Pick<TradingAccountView, 'currency' | 'marginCallEquity' | 'stopOutEquity'> & {
  /** the account's equity at the same quotes as `mark` */
  equity: string;
};

interface LevelFigureProps {
  position: PositionView;
  /** the position's closing price now */
  mark: string | null;
  account: AccountLevels | undefined;
  level: 'marginCall' | 'stopOut';
}

/** The closing price at which the account reaches its margin call or stop-out, with its working. */
export function LevelFigure({ position, mark, account, level }: LevelFigureProps) {
  const { t } = useTexts(RECORDS);
  if (!account || mark === null) return t('levelUnknown');
  const levelEquity = level === 'marginCall' ? account.marginCallEquity : account.stopOutEquity;
  const { price, room, move, reached } = levelPrice({ ...position, mark, equity: account.equity, levelEquity });
  const name = t(`working.${level}`);
  const buy = position.side === 'buy';
  const steps = {
    equity: account.equity,
    levelEquity,
    level: name,
    room,
    move,
    mark,
    price,
    currency: account.currency,
    quantity: position.quantity,
    multiplier: position.multiplier,
  };
  const lines = [
    t(buy ? 'working.levelFormulaBuy' : 'working.levelFormulaSell', { level: name }),
    t('working.levelRoom', steps),
    ...(reached
      ? [t('working.levelReached', { level: name })]
      : [
          t('working.levelMove', steps),
          price === null ? t('working.levelNone') : t(buy ? 'working.levelPriceBuy' : 'working.levelPriceSell', steps),
        ]),
    t('working.levelEquityNote', { level: name }),
  ];
  const shown = reached ? t('levelReached') : (price ?? t('levelOutOfReach'));
  return (
    <Group gap={2} wrap="nowrap" component="span">
      <span>{shown}</span>
      <Working figure={t(level === 'marginCall' ? 'marginCallAt' : 'stopOutAt')} testId={level} lines={lines} />
    </Group>
  );
}
