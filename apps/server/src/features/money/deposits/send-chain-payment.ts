import { chainPaymentBody, depositView, envelopeOf, MONEY_PATHS } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { accountLimit, runIdempotent } from '../money-routes.ts';
import { toDepositView } from '../views.ts';
import { chainHeight, sendChainPayment } from './sandbox-chain.ts';

/**
 * POST /api/money/sandbox/chain-payments (Idempotency-Key), sandbox only: a tester "sends" a payment to their own
 * deposit address. It appears pending at 0 confirmations and is credited by the block that gives it 3.
 */
export const sendChainPaymentRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    MONEY_PATHS.sandboxChainPayments,
    {
      preHandler: [
        async () => {
          if (!app.config.sandbox) throw new AppError(403, 'sandboxOnly');
        },
        accountLimit(app, 20),
      ],
      schema: { tags: ['money'], body: chainPaymentBody, response: { 200: envelopeOf(depositView) } },
    },
    async (req, reply) => {
      const userId = currentUser(req).id;
      return runIdempotent(req, reply, async (tx) => {
        const row = await sendChainPayment(tx, userId, req.body);
        return { msgKey: 'chainPaymentSent' as const, data: toDepositView(row, await chainHeight(tx)) };
      });
    },
  );
};
