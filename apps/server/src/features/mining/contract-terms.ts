// The terms a purchase fixes, shared by the preview and the purchase: price, electricity per period, the network
// periods it runs (from the next period boundary: locating a pool until then) and its start and end.
import type { MiningProductRow } from '@platform/db';
import { electricityPerDayOf, electricityPerPeriodOf, periodsInTermOf, priceOf } from './mining-money.ts';
import { type NetworkRule, periodIndexAt, periodStart } from './network-rule.ts';

export function contractTerms(product: MiningProductRow, hashRate: number, rule: NetworkRule, now: Date) {
  const periodsInTerm = periodsInTermOf(product.termDays, rule.periodMinutes);
  const firstNetworkIndex = periodIndexAt(rule, now) + 1;
  const electricityPerPeriod = electricityPerPeriodOf(hashRate, product.electricityPerThDay, rule.periodMinutes);
  return {
    price: priceOf(hashRate, product.pricePerTh),
    electricityPerDay: electricityPerDayOf(hashRate, product.electricityPerThDay),
    electricityPerPeriod,
    electricityForTerm: electricityPerPeriod.times(periodsInTerm),
    periodsInTerm,
    firstNetworkIndex,
    startsAt: periodStart(rule, firstNetworkIndex),
    endsAt: periodStart(rule, firstNetworkIndex + periodsInTerm),
    firstPeriodEndsAt: periodStart(rule, firstNetworkIndex + 1),
  };
}
