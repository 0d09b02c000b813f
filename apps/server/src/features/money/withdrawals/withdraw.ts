// Creating a withdrawal: the record (with the card as it is now) and a hold of amount + the disclosed fee.
import {
  CODES,
  MESSAGES,
  maskCardNumber,
  sameHolderName,
  type WithdrawalBody,
  type WithdrawalView,
} from '@platform/contracts';
import { and, bankCards, type Db, eq, withdrawals } from '@platform/db';
import { verifiedNameOf } from '../../../core/identity/verified-name.ts';
import { userAccountId } from '../../../core/ledger/accounts.ts';
import { createHold } from '../../../core/ledger/holds.ts';
import { AppError } from '../../../lib/app-error.ts';
import { toWithdrawalView } from '../views.ts';
import { quoteWithdrawal } from './fees.ts';

type Request =
  | (Omit<Extract<WithdrawalBody, { method: 'bank' }>, 'tradePassword' | 'cardId'> & { cardId: number })
  | Omit<Extract<WithdrawalBody, { method: 'chain' }>, 'tradePassword'>;

const unknownCard = () => {
  const message = MESSAGES.selectBankCard.en;
  return new AppError(CODES.notFound, 'selectBankCard', message, [{ field: 'cardId', message }]);
};

export async function createWithdrawal(tx: Db, userId: number, body: Request): Promise<WithdrawalView> {
  const network = body.method === 'chain' ? body.network : null;
  const quote = quoteWithdrawal(body.method, body.currency, network, body.amount);
  let card: { bankName: string; accountName: string; last4: string; id: number } | undefined;
  if (body.method === 'bank') {
    [card] = await tx
      .select()
      .from(bankCards)
      .where(and(eq(bankCards.id, body.cardId), eq(bankCards.userId, userId)))
      .limit(1);
    if (!card) throw unknownCard();
    // A card bound before the identity was verified, in another name, is not paid out to.
    const verified = await verifiedNameOf(tx, userId);
    if (verified !== null && !sameHolderName(card.accountName, verified)) {
      throw AppError.badRequest('cardHolderNotVerifiedName', 'cardId');
    }
  }
  const [row] = await tx
    .insert(withdrawals)
    .values({
      userId,
      method: body.method,
      currency: body.currency,
      network,
      address: body.method === 'chain' ? body.address.trim() : null,
      cardId: card?.id ?? null,
      cardBankName: card?.bankName ?? null,
      cardAccountName: card?.accountName ?? null,
      cardMasked: card ? maskCardNumber(card.last4) : null,
      amount: quote.amount,
      fee: quote.fee,
      total: quote.total,
    })
    .returning();
  const holdId = await createHold(tx, {
    accountId: await userAccountId(tx, userId, 'funding', body.currency),
    amount: quote.totalBig,
    causeType: 'withdrawal',
    causeId: row!.id,
  });
  const [held] = await tx.update(withdrawals).set({ holdId }).where(eq(withdrawals.id, row!.id)).returning();
  return toWithdrawalView(held!);
}
