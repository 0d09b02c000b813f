// GET /api/follow/institutions: the active institutions, oldest first, each with its track record.
import type { followListQuery, z } from '@platform/contracts';
import { asc, type Db, eq, followInstitutions } from '@platform/db';
import type { OrderDesk } from '../../core/trading/order-desk.ts';
import { findPage } from '../../lib/pages.ts';
import { institutionViewOf } from './institution-views.ts';

export async function findInstitutions(db: Db, desk: OrderDesk, query: z.output<typeof followListQuery>) {
  const where = eq(followInstitutions.active, true);
  const { rows, total } = await findPage(db, followInstitutions, where, [asc(followInstitutions.id)], query);
  const now = new Date();
  return { rows: await Promise.all(rows.map((row) => institutionViewOf(db, desk, row, now))), total };
}
