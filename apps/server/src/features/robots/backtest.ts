// The backtest: a strategy replayed over recorded minute bars, filling at each bar's close at the instrument's fee rate
// and leverage 1, with the live rule that the open margin stays within the allocation (and the fills within the cash
// the allocation and the realised P/L leave). Pure and exact (cents round as the trading center's: margin and fees up).
// Past simulated results: the screen labels them so; nothing is stored or traded.
import type { RobotBacktestView, RobotParams } from '@platform/contracts';
import type { RobotMemory } from '@platform/db';
import { Big, ZERO } from '../../core/ledger/amounts.ts';
import { closesNeeded, decide, type HeldLot } from './strategies/index.ts';

export interface BacktestBar {
  time: number;
  close: string;
}

export interface BacktestInput {
  params: RobotParams;
  bars: readonly BacktestBar[];
  allocation: string;
  feeRate: string;
  multiplier: number;
}

export type BacktestResult = Omit<RobotBacktestView, 'productId' | 'symbol' | 'currency' | 'params' | 'from' | 'to'>;

export const MAX_EQUITY_POINTS = 200;

const cents = (value: Big) => value.round(2, Big.roundUp);
const money = (value: Big) => value.round(2, Big.roundHalfUp).toFixed(2);

interface Lot extends HeldLot {
  margin: Big;
  openFee: Big;
}

export function backtest(input: BacktestInput): BacktestResult {
  const { params, bars, feeRate, multiplier } = input;
  const allocation = new Big(input.allocation);
  const need = Math.max(closesNeeded(params), 1);
  const closes: number[] = [];
  let held: Lot[] = [];
  let memory: RobotMemory = {};
  let realized = ZERO;
  let fees = ZERO;
  let nextId = 1;
  const trades: RobotBacktestView['trades'] = [];
  const equity: { at: number; equity: Big }[] = [];
  const notional = (price: string | Big, quantity: number) => new Big(price).times(quantity).times(multiplier);
  const floating = (price: string) =>
    held.reduce(
      (sum, lot) => sum.plus(notional(price, lot.quantity).minus(notional(lot.openPrice, lot.quantity))),
      ZERO,
    );

  for (const bar of bars) {
    closes.push(Number(bar.close));
    if (closes.length > need) closes.shift();
    const at = new Date(bar.time);
    const decision = decide({ params, ask: bar.close, bid: bar.close, closes, held, memory, now: at });
    memory = decision.memory;
    for (const intent of decision.intents) {
      if (intent.kind === 'close') {
        const lot = held.find((l) => l.positionId === intent.positionId);
        if (!lot) continue;
        const fee = cents(notional(bar.close, lot.quantity).times(feeRate));
        const pnl = notional(bar.close, lot.quantity).minus(notional(lot.openPrice, lot.quantity));
        const net = pnl.minus(lot.openFee).minus(fee);
        realized = realized.plus(net);
        fees = fees.plus(fee);
        held = held.filter((l) => l !== lot);
        trades.push({
          at: at.toISOString(),
          side: 'sell',
          quantity: lot.quantity,
          price: bar.close,
          fee: money(fee),
          realizedPnl: money(net),
        });
      } else {
        const value = notional(bar.close, intent.quantity);
        const margin = cents(value);
        const fee = cents(value.times(feeRate));
        const used = held.reduce((sum, l) => sum.plus(l.margin), ZERO);
        const cash = allocation
          .plus(realized)
          .minus(held.reduce((sum, l) => sum.plus(l.openFee), ZERO))
          .minus(used);
        if (used.plus(margin).gt(allocation) || margin.plus(fee).gt(cash)) continue;
        held.push({
          positionId: nextId++,
          quantity: intent.quantity,
          openPrice: bar.close,
          level: intent.level,
          margin,
          openFee: fee,
        });
        fees = fees.plus(fee);
        trades.push({
          at: at.toISOString(),
          side: 'buy',
          quantity: intent.quantity,
          price: bar.close,
          fee: money(fee),
          realizedPnl: null,
        });
      }
    }
    const openFees = held.reduce((sum, l) => sum.plus(l.openFee), ZERO);
    equity.push({ at: bar.time, equity: allocation.plus(realized).minus(openFees).plus(floating(bar.close)) });
  }

  const last = bars[bars.length - 1];
  const unrealized = last ? floating(last.close) : ZERO;
  const end = equity[equity.length - 1]?.equity ?? allocation;
  return {
    allocation: money(allocation),
    bars: bars.length,
    trades,
    realizedPnl: money(realized),
    unrealizedPnl: money(unrealized),
    fees: money(fees),
    endEquity: money(end),
    returnPercent: allocation.gt(0)
      ? end.div(allocation).minus(1).times(100).round(2, Big.roundHalfUp).toFixed(2)
      : '0.00',
    maxDrawdownPercent: maxDrawdown(equity.map((e) => e.equity)),
    equity: thin(equity).map((e) => ({ at: new Date(e.at).toISOString(), equity: money(e.equity) })),
  };
}

/** The largest fall from a running peak, percent of the peak (negative or zero). */
export function maxDrawdown(values: readonly Big[]): string {
  let peak: Big | null = null;
  let worst = ZERO;
  for (const value of values) {
    if (peak === null || value.gt(peak)) peak = value;
    if (peak.gt(0)) {
      const fall = value.div(peak).minus(1).times(100);
      if (fall.lt(worst)) worst = fall;
    }
  }
  return worst.round(2, Big.roundHalfUp).toFixed(2);
}

/** At most MAX_EQUITY_POINTS points, evenly spaced, the last kept. */
function thin<T>(points: readonly T[]): T[] {
  if (points.length <= MAX_EQUITY_POINTS) return [...points];
  const every = Math.ceil(points.length / MAX_EQUITY_POINTS);
  const kept = points.filter((_, i) => i % every === 0);
  if (kept[kept.length - 1] !== points[points.length - 1]) kept[kept.length - 1] = points[points.length - 1]!;
  return kept;
}
