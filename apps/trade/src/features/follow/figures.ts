// Figures of the follow screens: percents to two places (exact, rounded half away from zero). The server's decimal
// strings are never turned into floats for display.
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
