// The close dialog's figures: the share of a position to close, and what closing it yields, computed as the server
// computes them (contracts' positionPnl and tradeFee).
import { CURRENCY_DECIMALS, type PositionView, positionPnl, sumDecimals, tradeFee } from '@platform/contracts';

export const CLOSE_SHARES = [25, 50, 75, 100] as const;

/** `percent` of the position in whole lots, rounded down (all of it at 100 %). */
export function shareOf(quantity: number, lotSize: number, percent: number): number {
  if (percent >= 100) return quantity;
  return Math.floor((quantity * percent) / 100 / lotSize) * lotSize;
}

/**
 * Closing `part` at `mark`: its P/L, the closing fee (contracts' tradeFee, the computation the server charges) and
 * what is left of the P/L after the fee.
 */
export function closeFigures(
  position: Pick<PositionView, 'side' | 'openPrice' | 'multiplier' | 'feeRate' | 'currency'>,
  mark: string,
  part: number,
) {
  const decimals = CURRENCY_DECIMALS[position.currency];
  const pnl = positionPnl(position.side, position.openPrice, mark, part, position.multiplier, decimals);
  const fee = tradeFee(mark, part, position.multiplier, position.feeRate, decimals);
  return { pnl, fee, net: sumDecimals([pnl, `-${fee}`], decimals) };
}
