// A block offer's prices: the buy offer at last × (1 + band), the sell offer at last × (1 − band), each rounded to a
// whole tick towards the last price, so both stay inside the disclosed band.
import { Big } from '../../core/ledger/amounts.ts';

const decimalsOf = (tickSize: string) => tickSize.split('.')[1]?.length ?? 0;

export function blockPrices(last: string, bandPercent: string, tickSize: string) {
  const band = new Big(bandPercent).div(100);
  const tick = new Big(tickSize);
  const toTick = (value: Big, rounding: 0 | 3) => value.div(tick).round(0, rounding).times(tick);
  const buy = toTick(new Big(last).times(band.plus(1)), Big.roundDown);
  const sell = toTick(new Big(last).times(new Big(1).minus(band)), Big.roundUp);
  const dp = decimalsOf(tickSize);
  return { buyPrice: buy.toFixed(dp), sellPrice: sell.toFixed(dp) };
}
