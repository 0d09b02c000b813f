import { assetsView, envelopeOf, MONEY_PATHS } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userBalances } from '../../../ledger/balances.ts';
import { ok } from '../../../lib/envelope.ts';
import { currentUser } from '../../../plugins/auth.ts';

/** GET /api/money/assets: available, frozen and total per account and currency. */
export const getAssetsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(MONEY_PATHS.assets, { schema: { tags: ['money'], response: { 200: envelopeOf(assetsView) } } }, async (req) =>
    ok({ balances: await userBalances(app.db, currentUser(req).id) }),
  );
};
