// The assets overview's estimate: every balance in one display currency at the simulator's EUR/USD quote, and today's
// P/L of the trading accounts, from recorded positions and quotes. Exact decimal strings throughout (BigInt), no floats.
import {
  type Currency,
  compareDecimals,
  type PositionView,
  positionPnl,
  type Quote,
  type SettlementCurrency,
  sumDecimals,
} from '@platform/contracts';

/** The forex instrument that prices one euro in dollars. */
export const FX_SYMBOL = 'EURUSD';
/** Stablecoins counted at one US dollar (said beside the total). */
export const AT_PAR: readonly Currency[] = ['USDT', 'USDC'];

const SCALE = 12;
const TEN = BigInt(10);

function toScaled(text: string): bigint {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace(/^[-+]/, '').split('.');
  const value = BigInt(whole + fraction.padEnd(SCALE, '0').slice(0, SCALE));
  return negative ? -value : value;
}

function fromScaled(value: bigint, decimals: number): string {
  const divisor = TEN ** BigInt(SCALE - decimals);
  const magnitude = value < 0n ? -value : value;
  const rounded = (magnitude + divisor / 2n) / divisor;
  const digits = rounded.toString().padStart(decimals + 1, '0');
  const body = decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
  return value < 0n && rounded !== 0n ? `-${body}` : body;
}

/** An amount of `currency` in `display`, scaled by 10^SCALE; null when no quote converts it. */
function convert(amount: string, currency: Currency, display: SettlementCurrency, eurUsd: string | null) {
  const value = toScaled(amount);
  if (currency === display) return value;
  const rate = eurUsd === null ? null : toScaled(eurUsd);
  const one = TEN ** BigInt(SCALE);
  let usd: bigint;
  if (currency === 'USD' || AT_PAR.includes(currency)) usd = value;
  else if (currency === 'EUR' && rate) usd = (value * rate) / one;
  else return null;
  if (display === 'USD') return usd;
  return rate ? (usd * one) / rate : null;
}

export interface PortfolioTotal {
  /** The estimate in the display currency, two decimals. */
  amount: string;
  /** Currencies with a balance that had no quote to convert them (left out of the total). */
  excluded: Currency[];
  /** Whether a stablecoin balance was counted at par. */
  usedPar: boolean;
  /** Whether the EUR/USD quote was used. */
  usedFx: boolean;
}

/** An amount in its currency: one holding line of the assets (HoldingView), where each amount is counted once. */
export interface Held {
  currency: Currency;
  amount: string;
}

/**
 * Every holding line (the accounts' free parts and holds, the IPO margin in escrow, less the loans owed) plus the
 * trading accounts' floating P/L, converted to `display`: USD and EUR at the EUR/USD quote, USDT and USDC at one
 * dollar; BTC and ETH have no simulated quote, so they are listed, not guessed.
 */
export function portfolioTotal(
  holdings: readonly Held[],
  floatingPnl: Partial<Record<SettlementCurrency, string>>,
  display: SettlementCurrency,
  eurUsd: string | null,
): PortfolioTotal {
  const amounts: [Currency, string][] = [
    ...holdings.map((h): [Currency, string] => [h.currency, h.amount]),
    ...Object.entries(floatingPnl).map(([c, v]): [Currency, string] => [c as Currency, v ?? '0']),
  ];
  let total = 0n;
  const excluded = new Set<Currency>();
  let usedPar = false;
  let usedFx = false;
  for (const [currency, amount] of amounts) {
    if (compareDecimals(amount, '0') === 0) continue;
    const value = convert(amount, currency, display, eurUsd);
    if (value === null) {
      excluded.add(currency);
      continue;
    }
    total += value;
    if (AT_PAR.includes(currency)) usedPar = true;
    if (display === 'USD' ? currency === 'EUR' : currency !== 'EUR') usedFx = true;
  }
  return { amount: fromScaled(total, 2), excluded: [...excluded], usedPar, usedFx };
}

/** Converts one settlement currency's amount for the display total, or null without a quote. */
export function convertAmount(amount: string, currency: Currency, display: SettlementCurrency, eurUsd: string | null) {
  const value = convert(amount, currency, display, eurUsd);
  return value === null ? null : fromScaled(value, 2);
}

type OpenFigures = Pick<
  PositionView,
  'symbol' | 'side' | 'openPrice' | 'openedAt' | 'quantity' | 'multiplier' | 'currency' | 'markPrice' | 'floatingPnl'
>;
type ClosedFigures = Pick<PositionView, 'currency' | 'closedAt' | 'realizedPnl'>;

/**
 * Today's P/L of one settlement currency, from recorded data: the P/L realised by positions closed since `dayStart`
 * (as the server recorded it), plus each open position's move today — from its open price when opened today, else
 * from the previous close in its quote — at its mark. Null when a figure it needs is missing (no quote for a
 * position held overnight, or closed positions beyond the page read).
 */
export function todayPnl(
  currency: SettlementCurrency,
  open: readonly OpenFigures[],
  closed: readonly ClosedFigures[] | null,
  quotes: ReadonlyMap<string, Pick<Quote, 'prevClose'>>,
  marks: ReadonlyMap<string, string | null>,
  dayStart: number,
): string | null {
  if (!closed) return null;
  const parts: string[] = [];
  for (const p of closed) {
    if (p.currency !== currency || !p.closedAt || Date.parse(p.closedAt) < dayStart) continue;
    parts.push(p.realizedPnl ?? '0');
  }
  for (const p of open) {
    if (p.currency !== currency) continue;
    const mark = marks.get(p.symbol) ?? p.markPrice;
    if (mark === null || mark === undefined) return null;
    const openedToday = Date.parse(p.openedAt) >= dayStart;
    const base = openedToday ? p.openPrice : quotes.get(p.symbol)?.prevClose;
    if (!base) return null;
    parts.push(positionPnl(p.side, base, mark, p.quantity, p.multiplier, 2));
  }
  return sumDecimals(parts, 2);
}

/** Midnight of the reader's own day, the start of "today". */
export const startOfToday = (now = new Date()) => new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
