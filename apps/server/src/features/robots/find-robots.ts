// GET /api/robots/mine and /api/robots/mine/:id: the caller's robots, newest first; another user's robot answers 404.
import type { RobotDetail, robotsQuery, z } from '@platform/contracts';
import { and, type Db, desc, eq, type RobotRow, robots } from '@platform/db';
import type { OrderDesk } from '../../core/trading/order-desk.ts';
import { AppError } from '../../lib/app-error.ts';
import { findPage } from '../../lib/pages.ts';
import { robotDetailOf, robotViews } from './robot-views.ts';

export async function findRobots(db: Db, desk: OrderDesk, userId: number, query: z.output<typeof robotsQuery>) {
  const where = and(eq(robots.userId, userId), query.status ? eq(robots.status, query.status) : undefined);
  const { rows, total } = await findPage(db, robots, where, [desc(robots.id)], query);
  return { rows: await robotViews(db, desk, rows), total };
}

/** The user's robot (locked for update when asked), or 404. */
export async function robotOf(db: Db, userId: number, id: number, lock = false): Promise<RobotRow> {
  const query = db
    .select()
    .from(robots)
    .where(and(eq(robots.id, id), eq(robots.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw AppError.notFound();
  return row;
}

export async function getRobot(db: Db, desk: OrderDesk, userId: number, id: number): Promise<RobotDetail> {
  return robotDetailOf(db, desk, await robotOf(db, userId, id));
}
