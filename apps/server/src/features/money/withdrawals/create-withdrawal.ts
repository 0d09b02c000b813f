import { moneyApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { verifyTradePassword } from '../security/trade-password.ts';
import { createWithdrawal } from './withdraw.ts';

/**
 * POST /api/money/withdrawals (Idempotency-Key): to a bound card or a crypto address, with the transaction password.
 * amount + the disclosed fee is frozen from the funding account until review pays it out or releases it in full.
 */
export async function createWithdrawalRoute(app: FastifyInstance) {
  route(app, moneyApi.createWithdrawal, ({ user, body: { tradePassword, ...body } }) => ({
    before: () => verifyTradePassword(app.db, user.id, tradePassword),
    run: async (tx) => ({ msgKey: 'withdrawalSubmitted', data: await createWithdrawal(tx, user.id, body) }),
  }));
}
