import { moneyApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { grouped } from '../../../core/ledger/idempotency.ts';
import { transferEvent } from '../money-events.ts';
import { transferKind } from './transfer.ts';

/**
 * POST /api/money/transfers (Idempotency-Key): moves money between the user's funding and trading accounts at once.
 * Transfers arriving together share one transaction (group commit), each with its own key and answer.
 */
export async function createTransferRoute(app: FastifyInstance) {
  route(app, moneyApi.createTransfer, ({ user, body }) => ({
    run: grouped(transferKind, { userId: user.id, input: body }),
    after: (data) => app.events.publish(transferEvent(user.id, data)),
  }));
}
