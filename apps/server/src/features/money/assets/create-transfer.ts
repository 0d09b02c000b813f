import { moneyApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { transferBetweenAccounts } from './transfer.ts';

/** POST /api/money/transfers (Idempotency-Key): moves money between the user's funding and trading accounts at once. */
export async function createTransferRoute(app: FastifyInstance) {
  route(app, moneyApi.createTransfer, ({ user, body }) => ({
    run: async (tx) => ({ msgKey: 'transferDone', data: await transferBetweenAccounts(tx, user.id, body) }),
  }));
}
