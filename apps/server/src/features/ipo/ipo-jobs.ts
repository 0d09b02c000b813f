// The IPO job, run every 15 s by the node holding the job lease: offerings past their deadline with a final price are
// allotted (one past its deadline without a final price waits, as the back office shows), then allotted shares are
// delivered as positions on or after the listing date. After each allotment commits, the simulator picks up the new
// listing and every subscriber is told the result in their inbox.
import { and, type Db, ipoOfferings, isNotNull, isNull, lte } from '@platform/db';
import type { DomainEvent } from '../../core/events/domain-events.ts';
import type { MarketListings } from '../../core/market/listings.ts';
import type { OrderDesk } from '../../core/trading/order-desk.ts';
import { allotOffering } from './allot-ipo.ts';
import { deliverOffering } from './deliver-ipo.ts';
import { newYorkDate } from './ipo-money.ts';

export const IPO_JOB_EVERY_MS = 15_000;

export interface IpoApp {
  db: Db;
  marketListings: MarketListings;
  orderDesk: OrderDesk;
  events: { publish(event: DomainEvent): void };
  log: { error(obj: unknown, msg: string): void };
}

/** Allots the offering if it is due, announces its listing and tells its subscribers; true when it ran now. */
export async function runAllotment(app: IpoApp, offeringId: number, now = new Date()): Promise<boolean> {
  const outcomes = await app.db.transaction((tx) => allotOffering(tx, app.marketListings, offeringId, now));
  if (!outcomes) return false;
  await app.marketListings.announce();
  for (const o of outcomes) {
    app.events.publish({ type: o.allottedQuantity > 0 ? 'ipo.allotted' : 'ipo.notAllotted', ...o });
  }
  app.events.publish({ type: 'news.changed', topic: 'ipo' });
  return true;
}

export async function allotDue(app: IpoApp, now = new Date()) {
  const due = await app.db
    .select({ id: ipoOfferings.id })
    .from(ipoOfferings)
    .where(and(isNull(ipoOfferings.allottedAt), isNotNull(ipoOfferings.finalPrice), lte(ipoOfferings.closesAt, now)));
  for (const { id } of due) await runAllotment(app, id, now);
}

export async function deliverDue(app: IpoApp, now = new Date()) {
  const due = await app.db
    .select({ id: ipoOfferings.id })
    .from(ipoOfferings)
    .where(
      and(
        isNotNull(ipoOfferings.allottedAt),
        isNull(ipoOfferings.listedAt),
        lte(ipoOfferings.listingDate, newYorkDate(now)),
      ),
    );
  for (const { id } of due) await deliverOffering(app, id, now);
  if (due.length > 0) app.events.publish({ type: 'news.changed', topic: 'ipo' });
}

export function registerIpoJobs(
  app: IpoApp & { jobs: { define(name: string, everyMs: number, work: () => unknown): void } },
) {
  app.jobs.define('ipo allotment and listing', IPO_JOB_EVERY_MS, async () => {
    await allotDue(app);
    await deliverDue(app);
  });
}
