// An institution as followers see it: its rules, fees and periods, and its track record from its marks and trades.
import { FOLLOW_LIMITS, type FollowInstitutionView } from '@platform/contracts';
import type { Db, FollowInstitutionRow } from '@platform/db';
import type { OrderDesk } from '../../core/trading/order-desk.ts';
import { trackRecordOf } from './track-record.ts';

export async function institutionViewOf(
  db: Db,
  desk: OrderDesk,
  row: FollowInstitutionRow,
  now = new Date(),
): Promise<FollowInstitutionView> {
  const [record, { total }] = await Promise.all([trackRecordOf(db, row.id, now), desk.trades(db, row.userId, 0)]);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    params: row.params,
    managementFeePercent: row.managementFeePercent,
    profitSharePercent: row.profitSharePercent,
    periods: [...row.periods].sort((a, b) => a - b),
    minAmount: FOLLOW_LIMITS.minAmount,
    maxAmount: FOLLOW_LIMITS.maxAmount,
    recordSince: (record.firstAt ?? row.createdAt).toISOString(),
    equity: record.equity,
    returns: record.returns,
    maxDrawdown: record.maxDrawdown,
    trades: total,
    active: row.active,
  };
}
