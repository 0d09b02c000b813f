// GET /api/follow/institutions/:id: an active institution, its equity curve (at most 200 points) and its latest trades.
import type { FollowInstitutionDetail } from '@platform/contracts';
import type { Db } from '@platform/db';
import type { OrderDesk } from '../../core/trading/order-desk.ts';
import { institutionViewOf } from './institution-views.ts';
import { activeInstitution } from './institutions-repo.ts';
import { equityCurve } from './track-record.ts';

export const RECENT_TRADES = 50;

export async function getInstitution(db: Db, desk: OrderDesk, id: number): Promise<FollowInstitutionDetail> {
  const row = await activeInstitution(db, id);
  const [institution, equity, { trades }] = await Promise.all([
    institutionViewOf(db, desk, row),
    equityCurve(db, row.id),
    desk.trades(db, row.userId, RECENT_TRADES),
  ]);
  return {
    institution,
    equity,
    recentTrades: trades.map((t) => ({
      orderId: t.orderId,
      symbol: t.symbol,
      side: t.side,
      quantity: t.quantity,
      price: t.price,
      at: t.at.toISOString(),
      realizedPnl: t.realizedPnl,
    })),
  };
}
