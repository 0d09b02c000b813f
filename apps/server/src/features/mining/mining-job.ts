// The settlement job, every 60 s on the node holding the job lease: every running contract whose next period has
// ended settles it (and any further ended ones, after downtime), each period in its own transaction; what it tells
// the user (paused, successful) is published after the commit.
import { and, inArray, isNotNull, lte, miningContracts } from '@platform/db';
import type { MiningDeps } from './mining-deps.ts';
import { networkRule } from './network-repo.ts';
import { settleNextPeriod } from './settle-period.ts';

export const MINING_JOB_EVERY_MS = 60_000;

export async function settleDueContracts(deps: MiningDeps, now = new Date()): Promise<number> {
  const rule = await networkRule(deps.db, deps.periodMinutes);
  const due = await deps.db
    .select({ id: miningContracts.id })
    .from(miningContracts)
    .where(
      and(
        inArray(miningContracts.status, ['locating', 'mining', 'paused']),
        isNotNull(miningContracts.nextPeriodEndsAt),
        lte(miningContracts.nextPeriodEndsAt, now),
      ),
    )
    .orderBy(miningContracts.id);
  let settled = 0;
  for (const { id } of due) {
    for (;;) {
      const result = await deps.db.transaction((tx) => settleNextPeriod(tx, rule, id, now));
      if (!result) break;
      settled++;
      for (const event of result.events) deps.publish(event);
    }
  }
  // Contracts paid, paused or ended: the back office's uptake of mining moved.
  if (settled > 0) deps.publish({ type: 'news.changed', topic: 'uptake.mining' });
  return settled;
}
