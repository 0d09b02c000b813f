// GET /api/follow/institutions: the active institutions, oldest first, each with its track record.
import type { followListQuery, z } from '@platform/contracts';
import { asc, count, type Db, eq, followInstitutions } from '@platform/db';
import type { OrderDesk } from '../../core/trading/order-desk.ts';
import { institutionViewOf } from './institution-views.ts';

export async function findInstitutions(db: Db, desk: OrderDesk, query: z.output<typeof followListQuery>) {
  const where = eq(followInstitutions.active, true);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(followInstitutions)
      .where(where)
      .orderBy(asc(followInstitutions.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ n: count() }).from(followInstitutions).where(where),
  ]);
  const now = new Date();
  return { rows: await Promise.all(rows.map((row) => institutionViewOf(db, desk, row, now))), total: total?.n ?? 0 };
}
