// A follow order as its follower sees it: while running, its live value at the institution's latest mark (what it
// would settle at were its period to end there); once settled, what it settled at.
import type { FollowOrderView } from '@platform/contracts';
import type { FollowMarkRow, FollowOrderRow } from '@platform/db';
import { Big } from '../../core/ledger/amounts.ts';
import { outcomeOf } from './follow-money.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function orderViewOf(
  row: FollowOrderRow,
  institutionName: string,
  latest: Pick<FollowMarkRow, 'equity'> | undefined,
): FollowOrderView {
  const base = {
    id: row.id,
    institutionId: row.institutionId,
    institutionName,
    status: row.status,
    amount: row.amount,
    periodDays: row.periodDays,
    managementFeePercent: row.managementFeePercent,
    profitSharePercent: row.profitSharePercent,
    createdAt: row.createdAt.toISOString(),
    startedAt: iso(row.startedAt),
    endsAt: row.endsAt.toISOString(),
    startEquity: row.startEquity,
    highWaterMark: row.highWaterMark,
    settledAt: iso(row.settledAt),
  };
  const endEquity = row.status === 'settled' ? row.endEquity : row.status === 'running' ? latest?.equity : undefined;
  if (!endEquity || row.startEquity === null || row.highWaterMark === null) {
    return { ...base, returnPercent: null, grossPnl: null, managementFee: null, profitShare: null, value: null };
  }
  if (row.status === 'settled') {
    // What was booked: the fees as charged (capped at what the order was worth).
    const value = new Big(row.amount).plus(row.grossPnl!).minus(row.managementFee!).minus(row.profitShare!);
    return {
      ...base,
      returnPercent: outcomeOf(row, row.startEquity, endEquity, row.highWaterMark).returnPercent,
      grossPnl: new Big(row.grossPnl!).toFixed(2),
      managementFee: new Big(row.managementFee!).toFixed(2),
      profitShare: new Big(row.profitShare!).toFixed(2),
      value: (value.gt(0) ? value : new Big(0)).toFixed(2),
    };
  }
  const o = outcomeOf(row, row.startEquity, endEquity, row.highWaterMark);
  return {
    ...base,
    returnPercent: o.returnPercent,
    grossPnl: o.grossPnl.toFixed(2),
    managementFee: o.managementFee.toFixed(2),
    profitShare: o.profitShare.toFixed(2),
    value: o.value.toFixed(2),
  };
}
