// The simulated network's published rule, a pure function of (seed, period index): the period's network hash rate
// drifts up by `dailyGrowth` of the base per day since genesis and wobbles within ±noiseBound by a seeded draw,
//   draw = HMAC-SHA256(seed, String(index)), n = first 8 hex digits of the draw as a number,
//   noise = (n mod 6001 − 3000) / 100000,
//   networkHashRate = floor(baseHashRate × (1 + dailyGrowth × index × periodMinutes / 1440) × (1 + noise)) TH/s,
//   difficulty = floor(networkHashRate × 10^12 × blockSeconds / 2^32).
// Blocks per period = periodMinutes × 60 / blockSeconds, each paying blockReward. Exact decimals throughout.
import { createHmac } from 'node:crypto';
import type { MiningNetworkPeriodView } from '@platform/contracts';
import { Big } from '../../core/ledger/amounts.ts';

export interface NetworkRule {
  seed: string;
  genesisAt: Date;
  periodMinutes: number;
  blockSeconds: number;
  blockReward: string;
  baseHashRate: string;
  dailyGrowth: string;
  noiseBound: string;
}

const TWO_POW_32 = new Big(2).pow(32);
const MINUTE_MS = 60_000;

export const blocksPerPeriod = (rule: Pick<NetworkRule, 'periodMinutes' | 'blockSeconds'>) =>
  (rule.periodMinutes * 60) / rule.blockSeconds;

export const periodStart = (rule: Pick<NetworkRule, 'genesisAt' | 'periodMinutes'>, index: number) =>
  new Date(rule.genesisAt.getTime() + index * rule.periodMinutes * MINUTE_MS);

/** The index of the period running at `at` (periods before genesis are negative). */
export const periodIndexAt = (rule: Pick<NetworkRule, 'genesisAt' | 'periodMinutes'>, at: Date) =>
  Math.floor((at.getTime() - rule.genesisAt.getTime()) / (rule.periodMinutes * MINUTE_MS));

export function drawOf(seed: string, index: number): string {
  return createHmac('sha256', seed).update(String(index)).digest('hex');
}

/** noise = (n mod 6001 − 3000) / 100000 with n the draw's first 8 hex digits: a fraction within ±0.03. */
export function noiseOf(draw: string, noiseBound: string): Big {
  const span = new Big(noiseBound).times(100000).toNumber();
  const n = Number.parseInt(draw.slice(0, 8), 16);
  return new Big((n % (2 * span + 1)) - span).div(100000);
}

export function networkPeriod(rule: NetworkRule, index: number): MiningNetworkPeriodView {
  const draw = drawOf(rule.seed, index);
  const noise = noiseOf(draw, rule.noiseBound);
  const days = new Big(index).times(rule.periodMinutes).div(1440);
  const hashRate = new Big(rule.baseHashRate)
    .times(new Big(1).plus(new Big(rule.dailyGrowth).times(days)))
    .times(new Big(1).plus(noise))
    .round(0, Big.roundDown);
  const difficulty = hashRate.times('1e12').times(rule.blockSeconds).div(TWO_POW_32).round(0, Big.roundDown);
  return {
    index,
    startsAt: periodStart(rule, index).toISOString(),
    endsAt: periodStart(rule, index + 1).toISOString(),
    networkHashRate: hashRate.toFixed(0),
    difficulty: difficulty.toFixed(0),
    blockReward: new Big(rule.blockReward).toString(),
    blocks: blocksPerPeriod(rule),
    noise: noise.toFixed(5),
    draw,
  };
}
