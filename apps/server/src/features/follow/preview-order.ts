// GET /api/follow/institutions/:id/preview: what a follow order would hold, until when it is locked, its fees and the
// follower's high-water mark (at the institution's latest equity), shown before confirming. It reserves nothing.
import type { FollowPreviewView, followOrderBody, z } from '@platform/contracts';
import { and, type Db, eq, ledgerAccounts } from '@platform/db';
import { Big } from '../../core/ledger/amounts.ts';
import { highWaterMarkOf, managementFeeOf } from './follow-money.ts';
import { latestMark, previousPeak } from './institutions-repo.ts';
import { orderTerms } from './order-terms.ts';

export async function previewOrder(
  db: Db,
  userId: number,
  institutionId: number,
  input: z.output<typeof followOrderBody>,
): Promise<FollowPreviewView> {
  const { institution, terms, endsAt } = await orderTerms(db, institutionId, input, new Date());
  const [mark, peak, [account]] = await Promise.all([
    latestMark(db, institution.id),
    previousPeak(db, userId, institution.id),
    db
      .select({ balance: ledgerAccounts.balance, frozen: ledgerAccounts.frozen })
      .from(ledgerAccounts)
      .where(
        and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, 'trading'), eq(ledgerAccounts.currency, 'USD')),
      ),
  ]);
  const amount = new Big(input.amount).toFixed(2);
  return {
    amount,
    periodDays: input.periodDays,
    held: amount,
    endsAt: endsAt.toISOString(),
    managementFeePercent: terms.managementFeePercent,
    managementFee: managementFeeOf(terms).toFixed(2),
    profitSharePercent: terms.profitSharePercent,
    highWaterMark: mark ? highWaterMarkOf(mark.equity, peak) : '1',
    available: account ? new Big(account.balance).minus(account.frozen).toFixed(2) : '0.00',
  };
}
