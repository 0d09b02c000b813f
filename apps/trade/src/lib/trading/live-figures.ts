// Floating P/L and equity as the live quotes move, computed exactly as the server computes them (contracts'
// positionPnl at the closing price, summed with sumDecimals), so the screen agrees with the next answer it gets.
import {
  CURRENCY_DECIMALS,
  closingPrice,
  compareDecimals,
  type PositionView,
  positionPnl,
  type Quote,
  sumDecimals,
  type TradingAccountView,
} from '@platform/contracts';

type PositionFigures = Pick<
  PositionView,
  'symbol' | 'side' | 'openPrice' | 'quantity' | 'multiplier' | 'currency' | 'markPrice' | 'floatingPnl'
>;

/** An open position's mark (its closing price) and floating P/L at the live quote, else as the server last said. */
export function livePosition(position: PositionFigures, quote: Quote | undefined) {
  const mark = (quote ? closingPrice(position.side, quote) : null) ?? position.markPrice;
  if (mark === null) return { mark: null, pnl: position.floatingPnl };
  const decimals = CURRENCY_DECIMALS[position.currency];
  return {
    mark,
    pnl: positionPnl(position.side, position.openPrice, mark, position.quantity, position.multiplier, decimals),
  };
}

export interface LiveAccount {
  floatingPnl: string;
  equity: string;
  /** The server said so, or live equity has fallen to the margin-call equity. */
  marginCall: boolean;
  /** Whether floating P/L and equity follow the live quotes (false: the server's last figures). */
  live: boolean;
}

/**
 * The account's floating P/L and equity at the live quotes. `positions` are all its open positions, or null when
 * they are not all known (then the server's figures are shown as they are).
 */
export function liveAccount(
  account: TradingAccountView,
  positions: readonly PositionFigures[] | null,
  quotes: ReadonlyMap<string, Quote>,
): LiveAccount {
  const serverCall = account.status === 'margin_call';
  if (!positions)
    return { floatingPnl: account.floatingPnl, equity: account.equity, marginCall: serverCall, live: false };
  const decimals = CURRENCY_DECIMALS[account.currency];
  const own = positions.filter((p) => p.currency === account.currency);
  const floatingPnl = sumDecimals(
    own.map((p) => livePosition(p, quotes.get(p.symbol)).pnl ?? '0'),
    decimals,
  );
  const equity = sumDecimals([account.balance, floatingPnl], decimals);
  const holdsMargin = compareDecimals(account.usedMargin, '0') > 0;
  const liveCall = holdsMargin && own.length > 0 && compareDecimals(equity, account.marginCallEquity) <= 0;
  return { floatingPnl, equity, marginCall: serverCall || liveCall, live: true };
}
