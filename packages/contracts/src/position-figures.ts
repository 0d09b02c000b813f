// What an open position's card shows beyond its P/L (issue 33 §1, §7): the P/L as a share of the margin put in, the
// cost including the opening fee, and the closing prices at which the account would reach its margin call and its
// stop-out if this position alone moved. Each returns its figure with the inputs it was worked out from, so a screen
// shows the working from the same computation that produced the figure.
import { rounded, scaled, textOf } from './exact-decimal.ts';
import type { OrderSide } from './trading.ts';

/** P/L ÷ margin × 100, two decimals half away from zero; null without margin. */
export function pnlPercent(pnl: string, margin: string): string | null {
  const p = scaled(pnl);
  const m = scaled(margin);
  if (m.value <= 0n) return null;
  // p / 10^ps ÷ (m / 10^ms) × 100, at 4 decimals then rounded to 2.
  const numerator = p.value * 10n ** BigInt(m.scale) * 100n * 10_000n;
  const denominator = m.value * 10n ** BigInt(p.scale);
  const magnitude = numerator < 0n ? -numerator : numerator;
  const quotient = magnitude / denominator;
  return rounded({ value: numerator < 0n ? -quotient : quotient, scale: 4 }, 2);
}

export interface CostInputs {
  openPrice: string;
  quantity: number;
  multiplier: number;
  openFee: string;
}

/** What opening the position cost in all: open price × quantity × multiplier, plus the opening fee. */
export function costBasis({ openPrice, quantity, multiplier, openFee }: CostInputs, decimals: number) {
  const price = scaled(openPrice);
  const fee = scaled(openFee);
  const notional = { value: price.value * BigInt(quantity) * BigInt(multiplier), scale: price.scale };
  const scale = Math.max(notional.scale, fee.scale);
  const total = notional.value * 10n ** BigInt(scale - notional.scale) + fee.value * 10n ** BigInt(scale - fee.scale);
  return { notional: rounded(notional, decimals), cost: rounded({ value: total, scale }, decimals) };
}

export interface LevelPriceInputs {
  side: OrderSide;
  quantity: number;
  multiplier: number;
  /** the position's closing price now (the bid for a long, the ask for a short) */
  mark: string;
  /** the account's equity at the live quotes */
  equity: string;
  /** the equity at which the level is reached (the account's margin-call or stop-out equity) */
  levelEquity: string;
}

export interface LevelPrice {
  /** the closing price at which the level is reached, at the mark's decimals; null when no price reaches it */
  price: string | null;
  /** equity − level equity: what the account can lose before the level */
  room: string;
  /** room ÷ (quantity × multiplier): how far this position's price can move against it, rounded up */
  move: string;
  /** the level is reached already at the mark */
  reached: boolean;
}

/**
 * The closing price of this position at which the account's equity falls to `levelEquity`, every other price held
 * where it is: mark − room ÷ (quantity × multiplier) for a long, mark + … for a short. The engine compares equity to
 * the level (equity ≤ level), so the price is rounded towards the mark's far side: down for a long, up for a short,
 * to the first price at which it acts.
 */
export function levelPrice(input: LevelPriceInputs): LevelPrice {
  const mark = scaled(input.mark);
  const equity = scaled(input.equity);
  const level = scaled(input.levelEquity);
  const scale = Math.max(equity.scale, level.scale);
  const room = equity.value * 10n ** BigInt(scale - equity.scale) - level.value * 10n ** BigInt(scale - level.scale);
  const units = BigInt(input.quantity) * BigInt(input.multiplier);
  const roomText = textOf(room, scale);
  if (room <= 0n || units <= 0n)
    return { price: input.mark, room: roomText, move: textOf(0n, mark.scale), reached: true };
  // room ÷ units, in units of the mark's last decimal, rounded up: the price moves at least this far.
  const numerator = room * 10n ** BigInt(mark.scale);
  const denominator = units * 10n ** BigInt(scale);
  const step = (numerator + denominator - 1n) / denominator;
  const value = input.side === 'buy' ? mark.value - step : mark.value + step;
  return {
    price: value > 0n ? textOf(value, mark.scale) : null,
    room: roomText,
    move: textOf(step, mark.scale),
    reached: false,
  };
}
