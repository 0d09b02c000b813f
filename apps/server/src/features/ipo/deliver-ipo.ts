// The listing: on or after the listing date (New York), once the simulator quotes the symbol and its market is open,
// each allotted subscription becomes a position, in its own transaction: the 'ipo_delivery' entry moves the margin
// paid from ipo_escrow back to the user's trading account, and the order desk fills the buy of the allotted shares at
// the final price, at the subscription's leverage, with no second fee. The offering is listed once all have theirs.
import {
  and,
  asc,
  type Db,
  eq,
  exists,
  gt,
  type IpoOfferingRow,
  ipoOfferings,
  ipoSubscriptions,
  isNull,
  sql,
} from '@platform/db';
import type { DomainEvent } from '../../core/events/domain-events.ts';
import { houseAccountId, lockAccounts, userAccountId } from '../../core/ledger/accounts.ts';
import { Big, show } from '../../core/ledger/amounts.ts';
import { postEntry } from '../../core/ledger/post-entry.ts';
import type { OrderDesk } from '../../core/trading/order-desk.ts';
import { newYorkDate } from './ipo-money.ts';

const undelivered = (offeringId: number) =>
  and(
    eq(ipoSubscriptions.offeringId, offeringId),
    eq(ipoSubscriptions.status, 'allotted'),
    gt(ipoSubscriptions.allottedQuantity, 0),
    isNull(ipoSubscriptions.positionId),
  );

/** One subscription's shares become its position; what the user is told, or undefined when another run delivered it. */
async function deliverSubscription(
  tx: Db,
  desk: OrderDesk,
  offering: IpoOfferingRow,
  id: number,
): Promise<DomainEvent | undefined> {
  const [sub] = await tx
    .select()
    .from(ipoSubscriptions)
    .where(and(eq(ipoSubscriptions.id, id), undelivered(offering.id)))
    .for('update');
  if (!sub) return undefined;
  const quantity = sub.allottedQuantity!;
  const price = show(offering.finalPrice!, 'USD');
  const margin = new Big(price).times(quantity).div(sub.leverage).round(2, Big.roundUp);
  // The user's row before the house's, as the order desk locks them.
  const trading = await userAccountId(tx, sub.userId, 'trading', 'USD');
  await lockAccounts(tx, [trading]);
  await postEntry(tx, {
    type: 'ipo_delivery',
    causeType: 'ipo_subscription',
    causeId: sub.id,
    actorKind: 'system',
    actorId: null,
    memo: `IPO ${offering.symbol}: ${quantity} shares listed`,
    postings: [
      { accountId: await houseAccountId(tx, 'ipo_escrow', 'USD'), amount: margin.neg() },
      { accountId: trading, amount: margin },
    ],
  });
  const { position } = await desk.fillAt(tx, sub.userId, {
    symbol: offering.symbol,
    side: 'buy',
    quantity,
    leverage: sub.leverage,
    price,
    origin: 'ipo',
    chargeFee: false,
  });
  await tx
    .update(ipoSubscriptions)
    .set({ positionId: position.id, updatedAt: new Date() })
    .where(eq(ipoSubscriptions.id, sub.id));
  return {
    type: 'money.moved',
    kind: 'ipo.delivered',
    userId: sub.userId,
    eventKey: `ipo.delivered:${sub.id}`,
    link: '/records',
    params: {
      symbol: offering.symbol,
      quantity: String(quantity),
      position: String(position.id),
      price,
      margin: margin.toFixed(2),
    },
  };
}

export interface DeliveryContext {
  db: Db;
  orderDesk: OrderDesk;
  /** Each delivered subscriber is told once the delivery committed. */
  events: { publish(event: DomainEvent): void };
  log: { error(obj: unknown, msg: string): void };
}

/**
 * Delivers what is due of the offering; answers true once it is listed. Waits (false) before the listing date, while
 * the symbol is not quoted or its market is closed; a subscription that cannot be filled now is retried next run.
 */
export async function deliverOffering(app: DeliveryContext, offeringId: number, now = new Date()): Promise<boolean> {
  const [offering] = await app.db.select().from(ipoOfferings).where(eq(ipoOfferings.id, offeringId));
  if (!offering?.allottedAt || offering.finalPrice === null) return false;
  if (offering.listedAt) return true;
  if (offering.listingDate > newYorkDate(now)) return false;
  const pending = await app.db
    .select({ id: ipoSubscriptions.id })
    .from(ipoSubscriptions)
    .where(undelivered(offering.id))
    .orderBy(asc(ipoSubscriptions.id));
  if (pending.length > 0 && app.orderDesk.quote(offering.symbol)?.status !== 'open') return false;
  for (const { id } of pending) {
    try {
      const delivered = await app.db.transaction((tx) => deliverSubscription(tx, app.orderDesk, offering, id));
      if (delivered) app.events.publish(delivered);
    } catch (err) {
      app.log.error({ err, offeringId, subscriptionId: id }, 'IPO delivery failed; retried on the next run');
    }
  }
  const listed = await app.db
    .update(ipoOfferings)
    .set({ listedAt: now, updatedAt: now })
    .where(
      and(
        eq(ipoOfferings.id, offering.id),
        isNull(ipoOfferings.listedAt),
        // Every allotted subscription has its position.
        sql`not ${exists(app.db.select({ id: ipoSubscriptions.id }).from(ipoSubscriptions).where(undelivered(offering.id)))}`,
      ),
    )
    .returning({ id: ipoOfferings.id });
  return listed.length > 0;
}
