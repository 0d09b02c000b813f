// POST /api/follow/institutions/:id/orders (idempotent): a verified follower's order on an active institution for one
// of its periods; the amount is held on the USD trading account until settlement, the fees are the institution's now,
// and it waits for the institution's next mark to start.
import type { FollowOrderView, followOrderBody, z } from '@platform/contracts';
import { type Db, eq, followOrders } from '@platform/db';
import { requireVerifiedIdentity } from '../../core/identity/kyc-gate.ts';
import { userAccountId } from '../../core/ledger/accounts.ts';
import { Big } from '../../core/ledger/amounts.ts';
import { createHold } from '../../core/ledger/holds.ts';
import { orderTerms } from './order-terms.ts';
import { orderViewOf } from './order-views.ts';

export async function placeOrder(
  tx: Db,
  userId: number,
  institutionId: number,
  input: z.output<typeof followOrderBody>,
): Promise<FollowOrderView> {
  await requireVerifiedIdentity(tx, userId);
  const { institution, terms, endsAt } = await orderTerms(tx, institutionId, input, new Date(), 'share');
  const amount = new Big(input.amount);
  const [created] = await tx
    .insert(followOrders)
    .values({
      userId,
      institutionId: institution.id,
      status: 'waiting',
      amount: amount.toFixed(2),
      periodDays: terms.periodDays,
      managementFeePercent: terms.managementFeePercent,
      profitSharePercent: terms.profitSharePercent,
      endsAt,
    })
    .returning();
  const accountId = await userAccountId(tx, userId, 'trading', 'USD');
  const holdId = await createHold(tx, { accountId, amount, causeType: 'follow_order', causeId: created!.id });
  const [row] = await tx.update(followOrders).set({ holdId }).where(eq(followOrders.id, created!.id)).returning();
  return orderViewOf(row!, institution.name, undefined);
}
