// Figures of the depth panel, exact: prices stay decimal strings (never floats).

/** ask − bid, written with the prices' decimals ("140.98", "140.97" → "0.01"); null without both. */
export function spreadOf(bid: string | undefined, ask: string | undefined): string | null {
  if (bid === undefined || ask === undefined) return null;
  const decimals = Math.max(decimalsOf(bid), decimalsOf(ask));
  const scaled = (price: string) => BigInt(price.replace('.', '') + '0'.repeat(decimals - decimalsOf(price)));
  const diff = scaled(ask) - scaled(bid);
  const negative = diff < 0n;
  const digits = (negative ? -diff : diff).toString().padStart(decimals + 1, '0');
  const text = decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
  return negative ? `-${text}` : text;
}

const decimalsOf = (price: string) => {
  const dot = price.indexOf('.');
  return dot < 0 ? 0 : price.length - dot - 1;
};

/** A print's time as hh:mm:ss on a 24-hour clock, in `timeZone` (the exchange's) or the reader's own. */
export function clockOf(time: number, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    ...(timeZone ? { timeZone } : {}),
  }).format(time);
}

/** Each level's share of the largest size on either side, as a CSS percentage for its bar. */
export function barWidths(sizes: readonly number[], largest: number): string[] {
  return sizes.map((size) => `${largest > 0 ? Math.max(2, Math.round((size / largest) * 100)) : 0}%`);
}

/** Below this a size reads whole (1,200); from it, abbreviated in the reader's units (13.50M, 1350.00万). */
const ABBREVIATE_FROM = 100_000;

/** A level's or print's size: whole and grouped while short, abbreviated when long. */
export const sizeText = (size: number, format: { abbreviate(v: number): string; group(v: number): string }) =>
  size < ABBREVIATE_FROM ? format.group(size) : format.abbreviate(size);
