// Prices are whole numbers of ticks inside the simulator and decimal strings outside it; floats never reach a price.

export interface TickSize {
  text: string;
  /** Decimals every price of the instrument is written with. */
  decimals: number;
  /** The tick in units of 10^-decimals ("0.25" → 25). */
  units: number;
  /** The tick as a float, only for the model's arithmetic before snapping. */
  value: number;
}

const cache = new Map<string, TickSize>();

export function parseTickSize(text: string): TickSize {
  const known = cache.get(text);
  if (known) return known;
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new Error(`Bad tick size: ${text}`);
  const fraction = match[2] ?? '';
  const units = Number(`${match[1]}${fraction}`);
  if (units <= 0) throw new Error(`Bad tick size: ${text}`);
  const tick = { text, decimals: fraction.length, units, value: Number(text) };
  cache.set(text, tick);
  return tick;
}

/** Writes an integer scaled by 10^decimals as a decimal string: (-12345n, 2) → "-123.45". */
export function formatScaled(value: bigint, decimals: number): string {
  const sign = value < 0n ? '-' : '';
  const digits = (value < 0n ? -value : value).toString().padStart(decimals + 1, '0');
  if (decimals === 0) return `${sign}${digits}`;
  return `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** A price (or signed price difference) in ticks as the instrument writes it. */
export function formatTicks(ticks: number, tick: TickSize): string {
  return formatScaled(BigInt(ticks) * BigInt(tick.units), tick.decimals);
}

/** Reads a decimal price back into ticks; refuses one that is not a whole number of ticks. */
export function parseTicks(text: string, tick: TickSize): number {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new Error(`Bad price: ${text}`);
  const fraction = (match[3] ?? '').padEnd(tick.decimals, '0');
  if (fraction.length > tick.decimals) throw new Error(`Price ${text} has more decimals than tick ${tick.text}`);
  const scaled = BigInt(`${match[2]}${fraction}`) * (match[1] ? -1n : 1n);
  if (scaled % BigInt(tick.units) !== 0n) throw new Error(`Price ${text} is not a multiple of tick ${tick.text}`);
  return Number(scaled / BigInt(tick.units));
}

/** numerator / denominator as a percentage with two decimals, rounded half away from zero, exactly. */
export function percentOf(numerator: number, denominator: number): string {
  if (denominator <= 0) throw new Error('A percentage needs a positive base');
  const scaled = BigInt(numerator) * 10_000n;
  const den = BigInt(denominator);
  const magnitude = scaled < 0n ? -scaled : scaled;
  const rounded = (magnitude * 2n + den) / (den * 2n);
  return formatScaled(scaled < 0n ? -rounded : rounded, 2);
}
