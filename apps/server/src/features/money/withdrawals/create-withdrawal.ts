import {
  CODES,
  envelopeOf,
  MESSAGES,
  MONEY_PATHS,
  maskCardNumber,
  withdrawalBody,
  withdrawalView,
} from '@platform/contracts';
import { and, bankCards, eq, withdrawals } from '@platform/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userAccountId } from '../../../ledger/accounts.ts';
import { createHold } from '../../../ledger/holds.ts';
import { AppError } from '../../../lib/app-error.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { accountLimit, runIdempotent } from '../money-routes.ts';
import { verifyTradePassword } from '../security/trade-password.ts';
import { toWithdrawalView } from '../views.ts';
import { quoteWithdrawal } from './fees.ts';

const unknownCard = () => {
  const message = MESSAGES.selectBankCard.en;
  return new AppError(CODES.notFound, 'selectBankCard', message, [{ field: 'cardId', message }]);
};

/**
 * POST /api/money/withdrawals (Idempotency-Key): to a bound card or a crypto address, with the transaction password.
 * amount + the disclosed fee is frozen from the funding account until review pays it out or releases it in full.
 */
export const createWithdrawalRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    MONEY_PATHS.withdrawals,
    {
      preHandler: accountLimit(app, 20),
      schema: { tags: ['money'], body: withdrawalBody, response: { 200: envelopeOf(withdrawalView) } },
    },
    async (req, reply) => {
      const userId = currentUser(req).id;
      const body = req.body;
      const network = body.method === 'chain' ? body.network : null;
      const quote = quoteWithdrawal(body.method, body.currency, network, body.amount);
      return runIdempotent(
        req,
        reply,
        async (tx) => {
          let card: { bankName: string; accountName: string; last4: string; id: number } | undefined;
          if (body.method === 'bank') {
            [card] = await tx
              .select()
              .from(bankCards)
              .where(and(eq(bankCards.id, body.cardId), eq(bankCards.userId, userId)))
              .limit(1);
            if (!card) throw unknownCard();
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
          return { msgKey: 'withdrawalSubmitted' as const, data: toWithdrawalView(held!) };
        },
        () => verifyTradePassword(app.db, userId, body.tradePassword),
      );
    },
  );
};
