import { MONEY_LIMITS, moneyApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { ok } from '../../../lib/envelope.ts';
import { depositAddress, qrTextOf } from './sandbox-chain.ts';

/** GET /api/money/deposit/address?currency=&network=: the user's own deposit address (made on first ask). */
export async function getDepositAddressRoute(app: FastifyInstance) {
  route(app, moneyApi.depositAddress, async ({ user, query }) => {
    const { currency, network } = query;
    const address = await depositAddress(app.db, user.id, currency, network);
    return ok({
      currency,
      network,
      address,
      qrText: qrTextOf(network, address),
      minDeposit: MONEY_LIMITS.minDeposit,
      requiredConfirmations: MONEY_LIMITS.requiredConfirmations,
    });
  });
}
