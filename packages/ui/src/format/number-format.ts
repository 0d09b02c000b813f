// Numbers as traders read them: grouped, without meaningless trailing zeros, and large figures in the units of the
// reader's language (K/M/B/T; 万/亿/万亿). Exact string arithmetic throughout: a figure is never turned into a float.
import type { Language } from '@platform/contracts';

/** A decimal string or a whole number (volumes and sizes come as integers). */
export type Figure = string | number;

const DECIMAL = /^[-+]?\d+(\.\d+)?$/;

function parts(value: Figure) {
  const text = typeof value === 'number' ? (Number.isInteger(value) ? value.toFixed(0) : String(value)) : value.trim();
  if (!DECIMAL.test(text)) throw new RangeError(`Not a decimal: ${text}`);
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace(/^[-+]/, '').split('.');
  return { negative, whole: whole.replace(/^0+(?=\d)/, ''), fraction };
}

const group = (whole: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const isZero = (whole: string, fraction: string) => /^0*$/.test(whole) && /^0*$/.test(fraction);

/** A decimal grouped by thousands, every decimal kept: "1234567.50" → "1,234,567.50". */
export function groupDigits(value: Figure): string {
  const { negative, whole, fraction } = parts(value);
  const sign = negative && !isZero(whole, fraction) ? '-' : '';
  return `${sign}${group(whole)}${fraction ? `.${fraction}` : ''}`;
}

/**
 * A decimal grouped, with trailing zeros dropped down to `minDecimals` (never rounded: every significant place is
 * kept). `trimZeros('150.000000')` → "150"; `trimZeros('0.00020000', 2)` → "0.0002"; `trimZeros('0', 2)` → "0.00".
 */
export function trimZeros(value: Figure, minDecimals = 0): string {
  const { negative, whole, fraction } = parts(value);
  const kept = fraction.replace(/0+$/, '').padEnd(minDecimals, '0');
  const sign = negative && !isZero(whole, kept) ? '-' : '';
  return `${sign}${group(whole)}${kept ? `.${kept}` : ''}`;
}

/**
 * A quantity (shares, contracts, coins): grouped, without trailing zeros, and at most `decimals` places when the
 * instrument or asset has fewer (a share count is whole; a coin amount keeps its asset's places).
 */
export function formatQuantity(value: Figure, decimals?: number): string {
  const { fraction } = parts(value);
  const significant = fraction.replace(/0+$/, '');
  if (decimals !== undefined && significant.length > decimals) {
    throw new RangeError(`${value} has more than ${decimals} decimals`);
  }
  return trimZeros(value);
}

/** Units of large figures per language, largest first: exponent of ten and suffix. */
const UNITS: Record<Language, readonly (readonly [exponent: number, suffix: string])[]> = {
  en: [
    [12, 'T'],
    [9, 'B'],
    [6, 'M'],
    [3, 'K'],
  ],
  zh: [
    [12, '万亿'],
    [8, '亿'],
    [4, '万'],
  ],
};

const TEN = BigInt(10);
const pow10 = (n: number) => TEN ** BigInt(n);

/**
 * A large figure in the reader's units with two decimals, rounded half away from zero:
 * en 3,450,000,000,000 → "3.45T", 7,730,000 → "7.73M"; zh → "3.45万亿", "773.00万". Below the smallest unit the
 * figure is shown whole (grouped). 999,995 reads "1.00M", never "1,000.00K".
 */
export function abbreviateNumber(value: Figure, language: Language): string {
  const { negative, whole, fraction } = parts(value);
  const scaled = BigInt(`${whole}${fraction}`); // value × 10^fraction.length
  const units = UNITS[language] ?? UNITS.en;
  for (let i = units.length - 1; i >= 0; i--) {
    const [exponent] = units[i]!;
    const next = units[i - 1];
    if (whole.length <= exponent) break;
    if (next && whole.length > next[0]) continue;
    // Hundredths of the unit, rounded half away from zero.
    const divisor = pow10(exponent + fraction.length);
    let hundredths = (scaled * BigInt(100) * BigInt(2) + divisor) / (divisor * BigInt(2));
    let [, suffix] = units[i]!;
    if (next && hundredths >= pow10(next[0] - exponent + 2)) {
      hundredths = (hundredths + pow10(next[0] - exponent) / BigInt(2)) / pow10(next[0] - exponent);
      suffix = next[1];
    }
    const digits = hundredths.toString().padStart(3, '0');
    const text = `${group(digits.slice(0, -2))}.${digits.slice(-2)}${suffix}`;
    return `${negative ? '-' : ''}${text}`;
  }
  return groupDigits(value);
}

/** Whether `abbreviateNumber` shortens this figure (so the full value is worth offering). */
export function isAbbreviated(value: Figure, language: Language): boolean {
  return abbreviateNumber(value, language) !== groupDigits(value);
}
