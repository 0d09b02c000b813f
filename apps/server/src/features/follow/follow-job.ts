// The follow job, run every 60 s by the node holding the job lease: each active institution's rules trade while its
// market is open; then every institution's equity is marked (market open or not), its waiting orders start at that
// mark and its orders whose period has ended settle, each in its own transaction; the settled are told after commit.
import {
  and,
  eq,
  type FollowInstitutionRow,
  type FollowMarkRow,
  followInstitutions,
  followOrders,
  lte,
} from '@platform/db';
import type { FollowDeps } from './follow-deps.ts';
import { writeMark } from './institutions-repo.ts';
import { type SettledEvent, settleOrder, startOrder } from './order-lifecycle.ts';
import { runStrategy } from './run-strategy.ts';

export const FOLLOW_JOB_EVERY_MS = 60_000;
const DAY_MS = 86_400_000;

/** The institution's equity now: its trading balance plus the floating P/L of its positions at the live quotes. */
export async function markInstitution(deps: Pick<FollowDeps, 'db' | 'desk'>, row: FollowInstitutionRow, at: Date) {
  const account = await deps.desk.account(deps.db, row.userId, 'USD');
  return writeMark(deps.db, row.id, account.equity, at);
}

export async function startWaiting(deps: Pick<FollowDeps, 'db'>, mark: FollowMarkRow): Promise<number[]> {
  const waiting = await deps.db
    .select({ id: followOrders.id })
    .from(followOrders)
    .where(
      and(
        eq(followOrders.institutionId, mark.institutionId),
        eq(followOrders.status, 'waiting'),
        lte(followOrders.createdAt, mark.at),
      ),
    );
  const started: number[] = [];
  for (const { id } of waiting) {
    if (await deps.db.transaction((tx) => startOrder(tx, id, mark))) started.push(id);
  }
  return started;
}

export async function settleDue(
  deps: Pick<FollowDeps, 'db' | 'publish'>,
  institutionId: number,
  now: Date,
): Promise<SettledEvent[]> {
  const due = await deps.db
    .select({ id: followOrders.id })
    .from(followOrders)
    .where(
      and(
        eq(followOrders.institutionId, institutionId),
        eq(followOrders.status, 'running'),
        lte(followOrders.endsAt, now),
      ),
    );
  const settled: SettledEvent[] = [];
  for (const { id } of due) {
    const event = await deps.db.transaction((tx) => settleOrder(tx, id, now));
    if (!event) continue;
    settled.push(event);
    deps.publish(event);
  }
  return settled;
}

export async function runInstitution(deps: FollowDeps, row: FollowInstitutionRow, now = new Date()) {
  if (row.active) {
    // A run that fails to trade (an instrument delisted, the database busy) still marks the institution.
    try {
      await runStrategy(deps, row, now);
    } catch (err) {
      deps.log.error({ err, institutionId: row.id }, 'follow: the strategy’s run failed');
    }
  }
  const mark = await markInstitution(deps, row, now);
  await startWaiting(deps, mark);
  await settleDue(deps, row.id, now);
  return mark;
}

export async function runFollow(deps: FollowDeps, now = new Date()) {
  const rows = await deps.db.select().from(followInstitutions).orderBy(followInstitutions.id);
  for (const row of rows) {
    try {
      await runInstitution(deps, row, now);
    } catch (err) {
      deps.log.error({ err, institutionId: row.id }, 'follow: the institution’s run failed');
    }
  }
  // Each run marks the institutions (their equity, returns and trades) and values the running orders.
  if (rows.length > 0) deps.publish({ type: 'news.changed', topic: 'follow' });
}

/** Minute closes from the live market's simulator: enough calendar days back to hold `count` trading minutes. */
export function simulatorCloses(simulator: {
  bars(symbol: string, interval: '1m', from: number, to: number): { close: string }[] | undefined;
}) {
  return {
    closes(symbol: string, count: number, now: number) {
      const days = Math.min(60, Math.ceil(count / 300) + 4);
      const bars = simulator.bars(symbol, '1m', now - days * DAY_MS, now) ?? [];
      return bars.slice(-count).map((b) => Number(b.close));
    },
  };
}
