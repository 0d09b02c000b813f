// Exact decimal arithmetic on strings: a decimal text as a bigint and a scale, and back, rounded as each figure's rule
// says. The trading figures (trading.ts, position-figures.ts) are built on it, so the server (what is booked) and the
// apps (what is shown live) compute every figure the same way.

export interface Scaled {
  value: bigint;
  scale: number;
}

/** A decimal text ("-12.340") as its digits and how many of them are decimals. */
export function scaled(text: string): Scaled {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const value = BigInt(whole + fraction);
  return { value: negative ? -value : value, scale: fraction.length };
}

/** `value` × 10^-`scale` as a decimal text with exactly `scale` decimals. */
export function textOf(value: bigint, scale: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  const body = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return negative ? `-${body}` : body;
}

/** Rounds to `decimals` places, half away from zero. */
export function rounded({ value, scale }: Scaled, decimals: number): string {
  if (scale <= decimals) return textOf(value * 10n ** BigInt(decimals - scale), decimals);
  const divisor = 10n ** BigInt(scale - decimals);
  const half = divisor / 2n;
  const magnitude = value < 0n ? -value : value;
  const quotient = (magnitude + half) / divisor;
  return textOf(value < 0n ? -quotient : quotient, decimals);
}

/** The exact product of two decimals. */
export const multiply = (a: Scaled, b: Scaled): Scaled => ({ value: a.value * b.value, scale: a.scale + b.scale });

/** Rounds a non-negative amount up to `decimals` places. */
export function roundedUp({ value, scale }: Scaled, decimals: number): string {
  if (scale <= decimals) return textOf(value * 10n ** BigInt(decimals - scale), decimals);
  const divisor = 10n ** BigInt(scale - decimals);
  return textOf((value + divisor - 1n) / divisor, decimals);
}
