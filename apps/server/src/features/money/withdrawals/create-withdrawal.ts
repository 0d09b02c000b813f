import { envelopeOf, MONEY_PATHS, withdrawalBody, withdrawalView } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../plugins/auth.ts';
import { accountLimit, runIdempotent } from '../money-routes.ts';
import { verifyTradePassword } from '../security/trade-password.ts';
import { createWithdrawal } from './withdraw.ts';

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
      const { tradePassword, ...body } = req.body;
      return runIdempotent(
        req,
        reply,
        async (tx) => ({ msgKey: 'withdrawalSubmitted' as const, data: await createWithdrawal(tx, userId, body) }),
        () => verifyTradePassword(app.db, userId, tradePassword),
      );
    },
  );
};
