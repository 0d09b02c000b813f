// A subscription's two-phase hold on the user's USD trading account.
import { type Db, eq, ledgerHolds } from '@platform/db';
import { userAccountId } from '../../core/ledger/accounts.ts';
import type { Big } from '../../core/ledger/amounts.ts';
import { createHold } from '../../core/ledger/holds.ts';
import { refusingShortfall } from '../../core/ledger/shortfall.ts';
import { AppError } from '../../lib/app-error.ts';

/** Freezes `amount` for the subscription; too little available is refused on the quantity the user chose. */
export async function freezeForSubscription(tx: Db, userId: number, subscriptionId: number, amount: Big) {
  const accountId = await userAccountId(tx, userId, 'trading', 'USD');
  return refusingShortfall(
    () => AppError.badRequest('insufficientBalance', 'quantity'),
    () => createHold(tx, { accountId, amount, causeType: 'ipo_subscription', causeId: subscriptionId }),
  );
}

/** The account a hold freezes. */
export async function heldAccountOf(tx: Db, holdId: number): Promise<number> {
  const [hold] = await tx
    .select({ accountId: ledgerHolds.accountId })
    .from(ledgerHolds)
    .where(eq(ledgerHolds.id, holdId));
  if (!hold) throw new Error(`hold ${holdId} does not exist`);
  return hold.accountId;
}
