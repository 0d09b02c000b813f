// Floating P/L and the account's figures as the live quotes move, computed exactly as the server computes them
// (contracts' positionPnl at the closing price, summed with sumDecimals, then marginFigures), so the screen agrees
// with the next answer it gets and every figure of one summary comes from the same quotes.
import {
  CURRENCY_DECIMALS,
  closingPrice,
  compareDecimals,
  marginFigures,
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
  freeMargin: string;
  marginLevel: string | null;
  /** The server said so, or live equity has fallen to the margin-call equity. */
  marginCall: boolean;
  /** Whether floating P/L and equity follow the live quotes (false: the server's last figures). */
  live: boolean;
}

/**
 * The account's floating P/L, equity, free margin and margin level at the live quotes: one snapshot (the server's
 * last ledger reading and one set of quotes). `positions` are all its open positions, or null when they are not all
 * known (then the server's figures are shown as they are, themselves one snapshot).
 */
export function liveAccount(
  account: TradingAccountView,
  positions: readonly PositionFigures[] | null,
  quotes: ReadonlyMap<string, Quote>,
): LiveAccount {
  const serverCall = account.status === 'margin_call';
  if (!positions) {
    const { floatingPnl, equity, freeMargin, marginLevel } = account;
    return { floatingPnl, equity, freeMargin, marginLevel, marginCall: serverCall, live: false };
  }
  const decimals = CURRENCY_DECIMALS[account.currency];
  const own = positions.filter((p) => p.currency === account.currency);
  const floatingPnl = sumDecimals(
    own.map((p) => livePosition(p, quotes.get(p.symbol)).pnl ?? '0'),
    decimals,
  );
  const { equity, freeMargin, marginLevel } = marginFigures({ ...account, floatingPnl }, decimals);
  const holdsMargin = compareDecimals(account.usedMargin, '0') > 0;
  const liveCall = holdsMargin && own.length > 0 && compareDecimals(equity, account.marginCallEquity) <= 0;
  return { floatingPnl, equity, freeMargin, marginLevel, marginCall: serverCall || liveCall, live: true };
}
