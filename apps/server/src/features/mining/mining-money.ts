// A contract's money, as disclosed before purchase and settled each period, in exact decimals:
//   price = hashRate × pricePerTh (USDT, paid once from funding),
//   electricityPerPeriod = hashRate × electricityPerThDay × periodMinutes / 1440, rounded up to 6 decimals (USDT,
//     from the energy balance),
//   gross = hashRate / networkHashRate × blockReward × blocks (kept to 18 decimals, rounded down),
//   payout = gross rounded down to 8 decimals (the coin; the remainder is never paid or created).
import { MINING_LIMITS } from '@platform/contracts';
import { Big } from '../../core/ledger/amounts.ts';

const USDT_DECIMALS = 6;

export const priceOf = (hashRate: number, pricePerTh: string) =>
  new Big(pricePerTh).times(hashRate).round(USDT_DECIMALS, Big.roundUp);

export const electricityPerDayOf = (hashRate: number, electricityPerThDay: string) =>
  new Big(electricityPerThDay).times(hashRate);

export const electricityPerPeriodOf = (hashRate: number, electricityPerThDay: string, periodMinutes: number) =>
  electricityPerDayOf(hashRate, electricityPerThDay).times(periodMinutes).div(1440).round(USDT_DECIMALS, Big.roundUp);

export const periodsInTermOf = (termDays: number, periodMinutes: number) => (termDays * 1440) / periodMinutes;

export function grossOf(hashRate: number, networkHashRate: string, blockReward: string, blocks: number): Big {
  return new Big(hashRate).times(blockReward).times(blocks).div(networkHashRate).round(18, Big.roundDown);
}

export const payoutOf = (gross: Big) => gross.round(MINING_LIMITS.payoutDecimals, Big.roundDown);
