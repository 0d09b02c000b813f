// POST /api/robots/products/:id/purchase (idempotent, one transaction): a verified user buys the product for good or
// rents it; the price or the rental's fee is one `robot_fee` entry from the trading account to the house's fee income,
// and the robot is created running (or paused) with its parameters and allocation. The trading account is locked
// first, so purchases by one user are checked against free margin one after another.
import type { RobotDetail, robotPurchaseBody, z } from '@platform/contracts';
import { type Db, eq, robots } from '@platform/db';
import type { DomainEvent } from '../../core/events/domain-events.ts';
import { requireVerifiedIdentity } from '../../core/identity/kyc-gate.ts';
import { houseAccountId, lockAccounts, userAccountId } from '../../core/ledger/accounts.ts';
import { postEntry } from '../../core/ledger/post-entry.ts';
import type { OrderDesk } from '../../core/trading/order-desk.ts';
import { productRow } from './product-views.ts';
import { purchaseTerms } from './purchase-terms.ts';
import { robotDetailOf } from './robot-views.ts';

export async function purchaseRobot(
  tx: Db,
  desk: OrderDesk,
  userId: number,
  productId: number,
  body: z.output<typeof robotPurchaseBody>,
  now = new Date(),
): Promise<RobotDetail> {
  await requireVerifiedIdentity(tx, userId);
  const product = await productRow(tx, productId, { field: 'productId' });
  const trading = await userAccountId(tx, userId, 'trading', product.currency);
  await lockAccounts(tx, [trading]);
  const { fee, expiresAt, params } = await purchaseTerms(tx, desk, userId, product, body, now);
  const [created] = await tx
    .insert(robots)
    .values({
      userId,
      productId: product.id,
      strategy: product.strategy,
      name: product.name,
      symbol: product.symbol,
      currency: product.currency,
      plan: body.plan,
      rentDays: body.plan === 'rental' ? (body.days ?? null) : null,
      feePaid: fee.toFixed(2),
      params,
      allocation: body.allocation,
      status: body.start ? 'running' : 'paused',
      purchasedAt: now,
      expiresAt,
      updatedAt: now,
    })
    .returning();
  let row = created!;
  if (fee.gt(0)) {
    const feeEntryId = await postEntry(tx, {
      type: 'robot_fee',
      causeType: 'robot',
      causeId: row.id,
      actorKind: 'user',
      actorId: userId,
      memo:
        body.plan === 'rental'
          ? `Robot #${row.id} ${product.name}: ${body.days}-day rental`
          : `Robot #${row.id} ${product.name}: bought`,
      postings: [
        { accountId: trading, amount: fee.neg() },
        { accountId: await houseAccountId(tx, 'fee_income', product.currency), amount: fee },
      ],
    });
    const [charged] = await tx.update(robots).set({ feeEntryId }).where(eq(robots.id, row.id)).returning();
    row = charged!;
  }
  return robotDetailOf(tx, desk, row);
}

/** What the buyer is told once the purchase committed: the robot bought or rented, and what it cost. */
export const purchasedEvent = (
  userId: number,
  { robot }: { robot: Pick<RobotDetail['robot'], 'id' | 'name' | 'feePaid' | 'currency' | 'plan' | 'rentDays'> },
): DomainEvent => ({
  type: 'money.moved',
  kind: robot.plan === 'rental' ? 'robot.rented' : 'robot.bought',
  userId,
  eventKey: `robot.purchased:${robot.id}`,
  link: `/robots/mine/${robot.id}`,
  params: {
    id: String(robot.id),
    name: robot.name,
    fee: robot.feePaid,
    currency: robot.currency,
    ...(robot.rentDays !== null ? { days: String(robot.rentDays) } : {}),
  },
});
