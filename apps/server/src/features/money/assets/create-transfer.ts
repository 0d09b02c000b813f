import { envelopeOf, MONEY_PATHS, transferBody, transferResult } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../plugins/auth.ts';
import { accountLimit, runIdempotent } from '../money-routes.ts';
import { transferBetweenAccounts } from './transfer.ts';

/** POST /api/money/transfers (Idempotency-Key): moves money between the user's funding and trading accounts at once. */
export const createTransferRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    MONEY_PATHS.transfers,
    {
      preHandler: accountLimit(app, 60),
      schema: { tags: ['money'], body: transferBody, response: { 200: envelopeOf(transferResult) } },
    },
    async (req, reply) => {
      const userId = currentUser(req).id;
      return runIdempotent(req, reply, async (tx) => ({
        msgKey: 'transferDone' as const,
        data: await transferBetweenAccounts(tx, userId, req.body),
      }));
    },
  );
};
