// How many shares `percent` of equity buys at `buyPrice` with its fee, in whole lots (leverage 1).
import { Big } from '../../../core/ledger/amounts.ts';

export function sharesFor(equity: string, percent: number, buyPrice: string, feeRate: string, lotSize: number): number {
  const budget = new Big(equity).times(percent).div(100);
  if (budget.lte(0)) return 0;
  const perLot = new Big(buyPrice).times(new Big(1).plus(feeRate)).times(lotSize);
  return budget.div(perLot).round(0, Big.roundDown).toNumber() * lotSize;
}
