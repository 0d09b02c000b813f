// A withdrawal to a destination never paid out to before needs a current two-factor code, once the account has
// two-factor on (issue 28 §9): a stolen session and transaction password alone cannot send money somewhere new.
import type { WithdrawalBody } from '@platform/contracts';
import { and, type Db, eq, withdrawals } from '@platform/db';
import { checkSecondFactor, twoFactorEnabled } from '../../../core/identity/two-factor.ts';
import { AppError } from '../../../lib/app-error.ts';

type Destination = { method: 'bank'; cardId: number } | { method: 'chain'; address: string };

/** Whether a completed withdrawal of the user's went to this card or address already. */
async function paidOutBefore(db: Db, userId: number, to: Destination): Promise<boolean> {
  const [row] = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.userId, userId),
        eq(withdrawals.status, 'completed'),
        to.method === 'bank' ? eq(withdrawals.cardId, to.cardId) : eq(withdrawals.address, to.address.trim()),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function requireCodeForNewDestination(
  db: Db,
  userId: number,
  body: Pick<WithdrawalBody, 'twoFactorCode'> & Destination,
  options: { codeSecret: string; multiplier: number },
): Promise<void> {
  if (!(await twoFactorEnabled(db, userId))) return;
  if (await paidOutBefore(db, userId, body)) return;
  const code = body.twoFactorCode?.trim();
  if (!code) throw AppError.badRequest('twoFactorNeededForNewDestination', 'twoFactorCode');
  await checkSecondFactor(db, userId, code, { ...options, recovery: false, field: 'twoFactorCode' });
}
