// The collection job, run every minute by the node holding the job lease: every active loan with an instalment on
// or past its date is collected in its own transaction (collect-instalments.ts), then its events are published.
import { and, type Db, eq, loanInstalments, loans, lte } from '@platform/db';
import type { DomainEvent } from '../../core/events/domain-events.ts';
import { collectLoan } from './collect-instalments.ts';
import { utcDate } from './loan-schedule.ts';

export const LOANS_JOB_EVERY_MS = 60_000;

export interface LoansApp {
  db: Db;
  events: { publish(event: DomainEvent): void };
  log: { error(obj: unknown, msg: string): void };
}

/** Loans being repaid with an open instalment dated today or earlier. */
export async function loansDue(db: Db, now: Date) {
  const rows = await db
    .selectDistinct({ id: loans.id })
    .from(loanInstalments)
    .innerJoin(loans, eq(loans.id, loanInstalments.loanId))
    .where(
      and(eq(loanInstalments.state, 'open'), lte(loanInstalments.dueDate, utcDate(now)), eq(loans.status, 'active')),
    );
  return rows.map((r) => r.id);
}

export async function collectOne(app: LoansApp, loanId: number, now: Date) {
  const events = await app.db.transaction((tx) => collectLoan(tx, loanId, now));
  for (const event of events) app.events.publish(event);
}

/** Every loan due, each on its own: one that fails (its transaction rolled back) does not stop the others. */
export async function collectDue(app: LoansApp, now = new Date()) {
  for (const id of await loansDue(app.db, now)) {
    try {
      await collectOne(app, id, now);
    } catch (error) {
      app.log.error({ err: error, loanId: id }, 'loans: an instalment could not be collected');
    }
  }
}

export function registerLoansJob(
  app: LoansApp & { jobs: { define(name: string, everyMs: number, work: () => unknown): void } },
) {
  app.jobs.define('loan instalment collection', LOANS_JOB_EVERY_MS, () => collectDue(app));
}
