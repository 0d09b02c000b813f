// The allotment of one offering, in one transaction under the offering's row lock (re-checked there, so two runs at
// once allot once): the lots by the published rule, then per subscription the allotted shares' margin, fee and
// interest posted from its hold as one 'ipo_payment' entry (margin → ipo_escrow, fee + interest → fee income) with
// the rest released, or the hold voided when nothing was allotted. The listing is recorded in the same transaction.
import {
  and,
  asc,
  type Db,
  eq,
  type IpoOfferingRow,
  type IpoSubscriptionRow,
  inArray,
  ipoOfferings,
  ipoSubscriptions,
  ledgerHolds,
} from '@platform/db';
import type { DomainEvent } from '../../core/events/domain-events.ts';
import { houseAccountId, lockAccounts } from '../../core/ledger/accounts.ts';
import { Big } from '../../core/ledger/amounts.ts';
import { postHold, voidHold } from '../../core/ledger/holds.ts';
import type { MarketListings } from '../../core/market/listings.ts';
import { allotLots, referenceOf } from './allotment.ts';
import { interestDaysOf, subscriptionFigures } from './ipo-money.ts';
import { lotsOfferedOf } from './offering-views.ts';
import { offeringById } from './offerings-repo.ts';

/** What each subscriber is told once the allotment has committed: the domain event, but for its type. */
export type AllotmentOutcome = Omit<Extract<DomainEvent, { type: 'ipo.allotted' | 'ipo.notAllotted' }>, 'type'>;

interface HouseAccounts {
  escrow: number;
  feeIncome: number;
}

/** The payment for `allotted` shares at the final price: never more than the hold froze. */
function paymentOf(offering: IpoOfferingRow, sub: IpoSubscriptionRow, allotted: number) {
  const figures = subscriptionFigures({
    price: offering.finalPrice!,
    quantity: allotted,
    leverage: sub.leverage,
    fee: sub.fee,
    financingRate: sub.financed ? offering.financingRate : null,
    interestDays: interestDaysOf(offering.closesAt, offering.listingDate),
  });
  // The final price is never above the price frozen and the shares never more, so margin and fee fit; the interest
  // can only outgrow its estimate when the sandbox brought the deadline forward, and is then capped at what is left.
  const room = new Big(sub.frozen).minus(figures.margin).minus(figures.fee);
  const interest = figures.interest.gt(room) ? (room.gt(0) ? room : new Big(0)) : figures.interest;
  return { margin: figures.margin, charges: figures.fee.plus(interest), interest };
}

async function settle(
  tx: Db,
  offering: IpoOfferingRow,
  sub: IpoSubscriptionRow,
  allotted: number,
  heldAccount: number,
  house: HouseAccounts,
  now: Date,
): Promise<string> {
  if (sub.holdId === null) throw new Error(`subscription ${sub.id} has no hold`);
  if (allotted === 0) {
    await voidHold(tx, sub.holdId);
    await tx
      .update(ipoSubscriptions)
      .set({
        status: 'not_allotted',
        allottedQuantity: 0,
        interest: '0',
        amountReleased: sub.frozen,
        frozen: '0',
        allottedAt: now,
        updatedAt: now,
      })
      .where(eq(ipoSubscriptions.id, sub.id));
    return sub.frozen;
  }
  const { margin, charges, interest } = paymentOf(offering, sub, allotted);
  const pay = margin.plus(charges);
  await postHold(tx, sub.holdId, pay, {
    type: 'ipo_payment',
    causeType: 'ipo_subscription',
    causeId: sub.id,
    actorKind: 'system',
    actorId: null,
    memo: `IPO ${offering.symbol}: ${allotted} shares allotted at ${offering.finalPrice}`,
    postings: [
      { accountId: heldAccount, amount: pay.neg() },
      { accountId: house.escrow, amount: margin },
      ...(charges.gt(0) ? [{ accountId: house.feeIncome, amount: charges }] : []),
    ],
  });
  const released = new Big(sub.frozen).minus(pay).toString();
  await tx
    .update(ipoSubscriptions)
    .set({
      status: 'allotted',
      allottedQuantity: allotted,
      price: offering.finalPrice!,
      interest: interest.toString(),
      amountPaid: pay.toString(),
      amountReleased: released,
      frozen: '0',
      allottedAt: now,
      updatedAt: now,
    })
    .where(eq(ipoSubscriptions.id, sub.id));
  return released;
}

/**
 * Allots the offering if it is due (past its deadline, a final price set, not yet allotted); null when it is not.
 * Every waiting subscription's hold is resolved exactly once here.
 */
export async function allotOffering(
  tx: Db,
  listings: MarketListings,
  offeringId: number,
  now = new Date(),
): Promise<AllotmentOutcome[] | null> {
  const offering = await offeringById(tx, offeringId, 'update');
  if (offering.allottedAt || offering.closesAt > now || offering.finalPrice === null) return null;
  const subs = await tx
    .select()
    .from(ipoSubscriptions)
    .where(and(eq(ipoSubscriptions.offeringId, offering.id), eq(ipoSubscriptions.status, 'subscribed')))
    .orderBy(asc(ipoSubscriptions.id))
    .for('update');
  const lines = allotLots({
    seed: offering.seed,
    lotsOffered: lotsOfferedOf(offering),
    requests: subs.map((s) => ({ reference: referenceOf(offering.id, s.id), lots: s.quantity / offering.lotSize })),
  });
  // Every subscriber's account before any house account, as every trading movement locks them, so none deadlocks.
  const holdIds = subs.flatMap((s) => (s.holdId === null ? [] : [s.holdId]));
  const holds =
    holdIds.length > 0
      ? await tx
          .select({ id: ledgerHolds.id, accountId: ledgerHolds.accountId })
          .from(ledgerHolds)
          .where(inArray(ledgerHolds.id, holdIds))
      : [];
  const accountOf = new Map(holds.map((h) => [h.id, h.accountId]));
  await lockAccounts(tx, [...accountOf.values()]);
  const house = {
    escrow: await houseAccountId(tx, 'ipo_escrow', 'USD'),
    feeIncome: await houseAccountId(tx, 'fee_income', 'USD'),
  };
  const outcomes: AllotmentOutcome[] = [];
  for (const [i, sub] of subs.entries()) {
    const allotted = lines[i]!.allottedLots * offering.lotSize;
    const released = await settle(tx, offering, sub, allotted, accountOf.get(sub.holdId!)!, house, now);
    outcomes.push({
      userId: sub.userId,
      offeringId: offering.id,
      subscriptionId: sub.id,
      symbol: offering.symbol,
      quantity: sub.quantity,
      allottedQuantity: allotted,
      amountReleased: new Big(released).toFixed(2),
    });
  }
  await tx
    .update(ipoOfferings)
    .set({
      lotsRequested: lines.reduce((sum, line) => sum + line.requestedLots, 0),
      allotment: lines,
      allottedAt: now,
      updatedAt: now,
    })
    .where(eq(ipoOfferings.id, offering.id));
  await listings.record(tx, {
    symbol: offering.symbol,
    name: offering.company,
    exchange: offering.exchange,
    sector: offering.sector,
    sharesOutstanding: offering.sharesOutstanding,
    basePrice: offering.finalPrice,
    listingDate: offering.listingDate,
  });
  return outcomes;
}
