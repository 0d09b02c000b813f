import { moneyApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { sandboxOnly } from '../../../core/http/sandbox-only.ts';
import { toDepositView } from '../views.ts';
import { chainHeight, sendChainPayment } from './sandbox-chain.ts';

/**
 * POST /api/money/sandbox/chain-payments (Idempotency-Key), sandbox only: a tester "sends" a payment to their own
 * deposit address. It appears pending at 0 confirmations and is credited by the block that gives it 3.
 */
export async function sendChainPaymentRoute(app: FastifyInstance) {
  route(
    app,
    moneyApi.sendSandboxChainPayment,
    ({ user, body }) => ({
      run: async (tx) => {
        const row = await sendChainPayment(tx, user.id, body);
        return { msgKey: 'chainPaymentSent', data: toDepositView(row, await chainHeight(tx)) };
      },
    }),
    { guard: sandboxOnly(app) },
  );
}
