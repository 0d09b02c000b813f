// Start, pause and stop (each idempotent, one transaction, the robot's row locked): a paused robot keeps its positions
// and places nothing; a stopped one has closed its open positions at market or handed them back to the user's own
// book, as its owner chose (a rental's end hands them back). Asking again for the state a robot is in changes nothing.
import type { RobotStopMode, RobotStopReason } from '@platform/contracts';
import { and, type Db, eq, isNull, type RobotRow, robotPositions, robots } from '@platform/db';
import type { OrderDesk } from '../../core/trading/order-desk.ts';
import { AppError } from '../../lib/app-error.ts';
import { robotOf } from './find-robots.ts';
import { openLots } from './robot-book.ts';

export async function startRobot(tx: Db, userId: number, id: number, now = new Date()): Promise<RobotRow> {
  const row = await robotOf(tx, userId, id, true);
  if (row.status === 'running') return row;
  if (row.expiresAt && row.expiresAt <= now) throw AppError.conflict('robotRentalExpired');
  const [started] = await tx
    .update(robots)
    .set({ status: 'running', stopReason: null, stoppedAt: null, note: null, noteParams: null, updatedAt: now })
    .where(eq(robots.id, id))
    .returning();
  return started!;
}

export async function pauseRobot(tx: Db, userId: number, id: number, now = new Date()): Promise<RobotRow> {
  const row = await robotOf(tx, userId, id, true);
  if (row.status === 'paused') return row;
  if (row.status === 'stopped') throw AppError.conflict('robotIsStopped');
  const [paused] = await tx
    .update(robots)
    .set({ status: 'paused', updatedAt: now })
    .where(eq(robots.id, id))
    .returning();
  return paused!;
}

/**
 * Stops the locked robot: closes each open position at the price it closes at now (refused, with nothing changed, when
 * its market cannot trade) or hands them back. Answers how many positions were handed back or closed.
 */
export async function stopLocked(
  tx: Db,
  desk: OrderDesk,
  row: RobotRow,
  mode: RobotStopMode,
  reason: RobotStopReason,
  now: Date,
): Promise<{ row: RobotRow; positions: number }> {
  const lots = await openLots(tx, row.id);
  if (mode === 'close') {
    for (const lot of lots) await desk.closeAt(tx, row.userId, lot.positionId);
  } else if (lots.length > 0) {
    await tx
      .update(robotPositions)
      .set({ handedBackAt: now })
      .where(and(eq(robotPositions.robotId, row.id), isNull(robotPositions.handedBackAt)));
  }
  const [stopped] = await tx
    .update(robots)
    .set({ status: 'stopped', stopReason: reason, stoppedAt: now, note: null, noteParams: null, updatedAt: now })
    .where(eq(robots.id, row.id))
    .returning();
  return { row: stopped!, positions: lots.length };
}

export async function stopRobot(
  tx: Db,
  desk: OrderDesk,
  userId: number,
  id: number,
  mode: RobotStopMode,
  now = new Date(),
): Promise<RobotRow> {
  const row = await robotOf(tx, userId, id, true);
  if (row.status === 'stopped') return row;
  return (await stopLocked(tx, desk, row, mode, 'user', now)).row;
}
