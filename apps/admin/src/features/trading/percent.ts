// Rates and levels are stored as fractions ("0.001", "0.5") and shown and typed as percentages ("0.1", "50"): moving
// the decimal point on the text keeps them exact (no floating point between what is typed and what is saved).

const DECIMAL = /^\d+(\.\d+)?$/;

/** Moves the decimal point of a non-negative decimal text `places` to the right (left when negative). */
function shift(text: string, places: number): string {
  const [whole = '0', fraction = ''] = text.split('.');
  let digits = whole + fraction;
  let point = whole.length + places;
  if (point < 1) {
    digits = '0'.repeat(1 - point) + digits;
    point = 1;
  }
  if (point > digits.length) digits = digits.padEnd(point, '0');
  const integer = digits.slice(0, point).replace(/^0+(?=\d)/, '');
  const decimals = digits.slice(point).replace(/0+$/, '');
  return decimals ? `${integer}.${decimals}` : integer;
}

/** "0.001" → "0.1" (per cent). */
export const fractionToPercent = (fraction: string) => (DECIMAL.test(fraction) ? shift(fraction, 2) : fraction);

/**
 * "0.1" (per cent, a trailing % allowed) → "0.001". Anything that is not a plain decimal is passed on as typed, for
 * the schema to refuse with its message.
 */
export function percentToFraction(percent: string): string {
  const text = percent.trim().replace(/\s*%$/, '');
  return DECIMAL.test(text) ? shift(text, -2) : text;
}
