import { depositAddressQuery, depositAddressView, envelopeOf, MONEY_LIMITS, MONEY_PATHS } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { depositAddress, qrTextOf } from './sandbox-chain.ts';

/** GET /api/money/deposit/address?currency=&network=: the user's own deposit address (made on first ask). */
export const getDepositAddressRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    MONEY_PATHS.depositAddress,
    {
      schema: { tags: ['money'], querystring: depositAddressQuery, response: { 200: envelopeOf(depositAddressView) } },
    },
    async (req) => {
      const { currency, network } = req.query;
      const address = await depositAddress(app.db, currentUser(req).id, currency, network);
      return ok({
        currency,
        network,
        address,
        qrText: qrTextOf(network, address),
        minDeposit: MONEY_LIMITS.minDeposit,
        requiredConfirmations: MONEY_LIMITS.requiredConfirmations,
      });
    },
  );
};
