// GET /api/ipo/offerings/:id/allotment: the published inputs and result. The seed's hash from the start; the seed
// and every line (references only, no names) once the allotment has run; the lots requested as the allotment counted
// them, or before it as the waiting subscriptions request them now.
import type { IpoAllotmentView } from '@platform/contracts';
import { and, type Db, eq, ipoSubscriptions, sql } from '@platform/db';
import { show } from '../../core/ledger/amounts.ts';
import { lotsOfferedOf } from './offering-views.ts';
import { offeringById } from './offerings-repo.ts';

/** Lots the waiting subscriptions request now (before the allotment fixes the count). */
async function lotsWaiting(db: Db, offeringId: number, lotSize: number) {
  const [sum] = await db
    .select({ shares: sql<string>`coalesce(sum(${ipoSubscriptions.quantity}), 0)::text` })
    .from(ipoSubscriptions)
    .where(and(eq(ipoSubscriptions.offeringId, offeringId), eq(ipoSubscriptions.status, 'subscribed')));
  return Number(sum?.shares ?? 0) / lotSize;
}

export async function getAllotment(db: Db, id: number): Promise<IpoAllotmentView> {
  const offering = await offeringById(db, id);
  const ran = offering.allottedAt !== null;
  return {
    offeringId: offering.id,
    seedHash: offering.seedHash,
    seed: ran ? offering.seed : null,
    lotSize: offering.lotSize,
    lotsOffered: lotsOfferedOf(offering),
    lotsRequested: ran ? (offering.lotsRequested ?? 0) : await lotsWaiting(db, offering.id, offering.lotSize),
    price: offering.finalPrice === null ? null : show(offering.finalPrice, 'USD'),
    ranAt: offering.allottedAt?.toISOString() ?? null,
    lines: ran ? (offering.allotment ?? []) : [],
  };
}
