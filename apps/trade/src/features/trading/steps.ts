// Prices in tick steps and quantities in lot steps, exactly: decimal strings are scaled to integers (BigInt), never
// turned into floats.
import { decimalPlaces } from '@platform/contracts';

/** A well-formed positive price as the API takes it (placeOrderBody's price). */
export const PRICE_PATTERN = /^(0|[1-9]\d{0,9})(\.\d{1,10})?$/;

const scaledTo = (value: string, scale: number) => {
  const [whole = '0', fraction = ''] = value.split('.');
  return BigInt(whole + fraction.padEnd(scale, '0'));
};

const textOf = (value: bigint, scale: number) => {
  const digits = value.toString().padStart(scale + 1, '0');
  return scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
};

/** Whether `price` is a whole number of ticks. */
export function onTick(price: string, tick: string): boolean {
  const scale = Math.max(decimalPlaces(price), decimalPlaces(tick));
  const step = scaledTo(tick, scale);
  return step > 0n && scaledTo(price, scale) % step === 0n;
}

/**
 * One tick up or down from `price`; a price between ticks first snaps to the next tick that way. Never below one
 * tick. Written with the tick's decimals.
 */
export function stepPrice(price: string, tick: string, direction: 1 | -1): string {
  const scale = Math.max(decimalPlaces(price), decimalPlaces(tick));
  const step = scaledTo(tick, scale);
  const value = scaledTo(price, scale);
  const below = (value / step) * step;
  let next: bigint;
  if (below === value) next = value + BigInt(direction) * step;
  else next = direction === 1 ? below + step : below;
  if (next < step) next = step;
  const exact = textOf(next, scale);
  // Back to the tick's decimals: the extra places are zeros now that the price is on a tick.
  const places = decimalPlaces(tick);
  return places === scale ? exact : textOf(next / 10n ** BigInt(scale - places), places);
}

/** One lot up or down from `quantity`, snapping to whole lots first; 0 at the bottom. */
export function stepQuantity(quantity: number, lot: number, direction: 1 | -1): number {
  const below = Math.floor(quantity / lot) * lot;
  const next = below === quantity ? quantity + direction * lot : direction === 1 ? below + lot : below;
  return Math.max(0, next);
}
