// The robots job, every 15 s on the node holding the job lease: rentals past their end stop (their positions handed
// back, the owner told after commit), then every running robot takes a step, each on its own (one failing is logged
// and the others go on).
import { and, eq, inArray, isNotNull, lte, robots } from '@platform/db';
import { stopLocked } from './control.ts';
import { incomeOf, loadBooks } from './robot-income.ts';
import type { RobotDeps } from './robots-deps.ts';
import { stepRobot } from './step-robot.ts';

export async function expireRentals(deps: RobotDeps, now = new Date()): Promise<number[]> {
  const due = await deps.db
    .select({ id: robots.id })
    .from(robots)
    .where(and(inArray(robots.status, ['running', 'paused']), isNotNull(robots.expiresAt), lte(robots.expiresAt, now)));
  const expired: number[] = [];
  for (const { id } of due) {
    const stopped = await deps.db.transaction(async (tx) => {
      const [row] = await tx.select().from(robots).where(eq(robots.id, id)).for('update');
      if (!row || row.status === 'stopped') return undefined;
      return stopLocked(tx, deps.desk, row, 'hand_back', 'expired', now);
    });
    if (!stopped) continue;
    expired.push(id);
    const book = (await loadBooks(deps.db, [id])).get(id)!;
    const income = incomeOf(book, new Map());
    deps.publish({
      type: 'robot.expired',
      userId: stopped.row.userId,
      robotId: id,
      name: stopped.row.name,
      positions: stopped.positions,
      realizedPnl: income.realizedPnl,
      currency: stopped.row.currency,
    });
  }
  return expired;
}

export async function runRobots(deps: RobotDeps, now = new Date()) {
  const expired = await expireRentals(deps, now);
  const running = await deps.db
    .select({ id: robots.id })
    .from(robots)
    .where(eq(robots.status, 'running'))
    .orderBy(robots.id);
  for (const { id } of running) {
    try {
      await stepRobot(deps, id, now);
    } catch (err) {
      deps.log.error({ err, robotId: id }, 'robots: the step failed');
    }
  }
  // The robots' income and trade logs moved: their owners' open screens ask again.
  if (running.length > 0 || expired.length > 0) deps.publish({ type: 'news.changed', topic: 'robots' });
}
