import { mediationApi, WITHDRAWABLE_CASE_STATES } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { caseById, moveCase, ownCase, toCaseDetail } from './cases-repo.ts';
import { lapseOpenAgreements } from './lapse-agreements.ts';

/** POST /api/mediate/withdraw { id, reason }: the user ends their case before it is signed; an unsigned agreement lapses. */
export async function withdrawMediate(app: FastifyInstance) {
  route(app, mediationApi.withdraw, async ({ user, body }) => {
    const row = await app.db.transaction(async (tx) => {
      await ownCase(tx, user.id, body.id);
      const locked = await caseById(tx, body.id, true);
      if (!WITHDRAWABLE_CASE_STATES.includes(locked.status)) throw AppError.badRequest('caseNotWithdrawable', 'id');
      await lapseOpenAgreements(tx, locked.id, user.id);
      return moveCase(tx, locked, 'withdrawn', { id: user.id, kind: 'user' }, body.reason);
    });
    return ok(await toCaseDetail(app.db, row));
  });
}
