// Figures of the robot screens: signed percents to two places (exact, rounded half away from zero), a long series
// thinned and fractions as percents. The server's decimal strings are never turned into floats for display.
import { trimZeros } from '@platform/ui';

/** A signed decimal percent to two places, rounded half away from zero: "-3.14159" → "-3.14", "0.005" → "0.01". */
export function percentText(value: string): string {
  const negative = value.trim().startsWith('-');
  const [whole = '0', fraction = ''] = value.trim().replace(/^[-+]/, '').split('.');
  const scaled = BigInt(`${whole || '0'}${fraction.slice(0, 2).padEnd(2, '0')}`);
  const rounded = (fraction[2] ?? '0') >= '5' ? scaled + 1n : scaled;
  const digits = rounded.toString().padStart(3, '0');
  const text = trimZeros(`${digits.slice(0, -2)}.${digits.slice(-2)}`, 2);
  return negative && /[1-9]/.test(text) ? `-${text}` : text;
}

/** At most `max` points of a long series, evenly spaced, always keeping the first and the last. */
export function thin<T>(points: readonly T[], max: number): T[] {
  if (points.length <= max) return [...points];
  const step = (points.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => points[Math.round(i * step)] as T);
}

/** A decimal fraction as a percent, exactly (the point moved two places): "0.001" → "0.1", "0.0005" → "0.05". */
export function fractionPercent(fraction: string): string {
  const [whole = '0', decimals = ''] = fraction.trim().split('.');
  const padded = decimals.padEnd(2, '0');
  const digits = `${whole}${padded.slice(0, 2)}`.replace(/^0+(?=\d)/, '');
  return trimZeros(padded.length > 2 ? `${digits}.${padded.slice(2)}` : digits);
}
