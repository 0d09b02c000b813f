import { moneyApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { requireVerifiedIdentity } from '../../../core/identity/kyc-gate.ts';
import { requireCodeForNewDestination } from './new-destination.ts';
import { createWithdrawal } from './withdraw.ts';

/**
 * POST /api/money/withdrawals (Idempotency-Key): to a bound card or a crypto address, with the transaction password.
 * Only with a verified identity (KYC). amount + the disclosed fee is frozen from the funding account until review pays it out or releases it in full.
 */
export async function createWithdrawalRoute(app: FastifyInstance) {
  route(app, moneyApi.createWithdrawal, ({ user, body: { tradePassword, twoFactorCode, ...body } }) => ({
    before: async () => {
      // The identity gate first: it is a read, and a refused user should not spend a password attempt.
      await requireVerifiedIdentity(app.db, user.id);
      await app.tradePasswords.verify(user.id, tradePassword);
      await requireCodeForNewDestination(
        app.db,
        user.id,
        { ...body, twoFactorCode },
        {
          codeSecret: app.codeSecret,
          multiplier: app.config.RATE_LIMIT_MULTIPLIER,
        },
      );
    },
    run: async (tx) => ({ msgKey: 'withdrawalSubmitted', data: await createWithdrawal(tx, user.id, body) }),
  }));
}
