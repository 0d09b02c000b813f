// The few figures the IPO screens work out themselves, exactly (BigInt, never floats): the time left to a deadline,
// the subscription multiple, the amount of a quantity at a price, and whether a subscription was allotted in part.
import type { IpoSubscriptionView } from '@platform/contracts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** What is left until `deadline`, in whole days, hours and minutes (rounded down); null once it has passed. */
export function timeLeft(deadline: string, now: number): { days: number; hours: number; minutes: number } | null {
  const left = Date.parse(deadline) - now;
  if (!(left > 0)) return null;
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
  };
}

/** Lots requested over lots offered with two decimals, rounded half up: 3 000 of 1 000 → "3.00". */
export function subscriptionMultiple(lotsRequested: number, lotsOffered: number): string | null {
  if (lotsOffered <= 0) return null;
  const hundredths = (BigInt(lotsRequested) * 200n + BigInt(lotsOffered)) / (2n * BigInt(lotsOffered));
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
}

/** price × quantity, exact, with the price's decimals (at least two): "12.50" × 300 → "3750.00". */
export function amountOf(price: string, quantity: number): string {
  const [whole = '0', fraction = ''] = price.split('.');
  const places = Math.max(2, fraction.length);
  const scaled = BigInt(whole + fraction.padEnd(places, '0')) * BigInt(quantity);
  const digits = scaled.toString().padStart(places + 1, '0');
  return `${digits.slice(0, -places)}.${digits.slice(-places)}`;
}

/** Allotted some shares but fewer than requested: the screens then show both quantities. */
export const isPartlyAllotted = (s: Pick<IpoSubscriptionView, 'status' | 'allottedQuantity' | 'quantity'>) =>
  s.status === 'allotted' && s.allottedQuantity !== null && s.allottedQuantity < s.quantity;

/** The prospectus's address: the upload's path (`/file/<name>`) under the API, or a bare stored name. */
export function prospectusHref(file: string): string {
  if (file.startsWith('/api/')) return file;
  if (file.startsWith('/file/')) return `/api${file}`;
  return `/api/file/${encodeURIComponent(file)}`;
}
