// Figures of the follow screens: percents to two places (exact, rounded half away from zero) and the equity line's
// points scaled into its box. The server's decimal strings are never turned into floats for display.
import { trimZeros } from '@platform/ui';

/** A signed decimal percent to two places, rounded half away from zero: "-3.14159" → "-3.14", "0.005" → "0.01". */
export function percentText(value: string): string {
  const negative = value.trim().startsWith('-');
  const [whole = '0', fraction = ''] = value.trim().replace(/^[-+]/, '').split('.');
  const scaled = BigInt(`${whole}${fraction.slice(0, 2).padEnd(2, '0')}`);
  const rounded = (fraction[2] ?? '0') >= '5' ? scaled + 1n : scaled;
  const digits = rounded.toString().padStart(3, '0');
  const text = trimZeros(`${digits.slice(0, -2)}.${digits.slice(-2)}`, 2);
  return negative && /[1-9]/.test(text) ? `-${text}` : text;
}

/** The polyline of equity values in a `width` × `height` box (the line's shape only: the labels show the figures). */
export function linePoints(values: readonly string[], width: number, height: number, pad = 4): string {
  const numbers = values.map(Number);
  const low = Math.min(...numbers);
  const high = Math.max(...numbers);
  const span = high - low || 1;
  const step = numbers.length > 1 ? (width - 2 * pad) / (numbers.length - 1) : 0;
  return numbers
    .map((v, i) => `${(pad + i * step).toFixed(1)},${(pad + (height - 2 * pad) * (1 - (v - low) / span)).toFixed(1)}`)
    .join(' ');
}
