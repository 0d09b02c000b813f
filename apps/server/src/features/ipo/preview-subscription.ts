// GET /api/ipo/offerings/:id/preview: what a subscription of `quantity` would freeze, shown before confirming, and
// the trading account's free funds it would come from. It reserves nothing.
import type { IpoPreviewView, ipoSubscribeBody, z } from '@platform/contracts';
import { and, type Db, eq, ledgerAccounts } from '@platform/db';
import { Big, show } from '../../core/ledger/amounts.ts';
import { offeringById } from './offerings-repo.ts';
import { quoteSubscription, requirePurchasable } from './subscription-terms.ts';

async function availableTrading(db: Db, userId: number) {
  const [account] = await db
    .select({ balance: ledgerAccounts.balance, frozen: ledgerAccounts.frozen })
    .from(ledgerAccounts)
    .where(
      and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, 'trading'), eq(ledgerAccounts.currency, 'USD')),
    );
  return account ? new Big(account.balance).minus(account.frozen) : new Big(0);
}

export async function previewSubscription(
  db: Db,
  userId: number,
  offeringId: number,
  input: z.output<typeof ipoSubscribeBody>,
): Promise<IpoPreviewView> {
  const offering = await offeringById(db, offeringId);
  requirePurchasable(offering);
  const q = quoteSubscription(offering, input.quantity, input.financing);
  return {
    quantity: q.quantity,
    lots: q.quantity / offering.lotSize,
    price: show(q.price, 'USD'),
    financed: q.financed,
    leverage: q.leverage,
    total: show(q.total, 'USD'),
    margin: show(q.margin, 'USD'),
    financedAmount: show(q.financedAmount, 'USD'),
    interest: show(q.interest, 'USD'),
    interestDays: q.interestDays,
    fee: show(q.fee, 'USD'),
    frozen: show(q.frozen, 'USD'),
    available: show(await availableTrading(db, userId), 'USD'),
    closesAt: offering.closesAt.toISOString(),
    listingDate: offering.listingDate,
  };
}
