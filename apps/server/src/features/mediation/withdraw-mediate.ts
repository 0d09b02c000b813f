import {
  caseDetailView,
  envelopeOf,
  PORTAL_PATHS,
  WITHDRAWABLE_CASE_STATES,
  withdrawCaseBody,
} from '@platform/contracts';
import { and, eq, mediationAgreementEvents, mediationAgreements } from '@platform/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { currentUser } from '../../plugins/auth.ts';
import { caseById, moveCase, ownCase, toCaseDetail } from './cases-repo.ts';

/** POST /api/mediate/withdraw { id, reason }: the user ends their case before it is signed; an unsigned agreement lapses. */
export const withdrawMediate: FastifyPluginAsyncZod = async (app) => {
  app.post(
    PORTAL_PATHS.withdrawMediate,
    { schema: { tags: ['mediation'], body: withdrawCaseBody, response: { 200: envelopeOf(caseDetailView) } } },
    async (req) => {
      const user = currentUser(req);
      const row = await app.db.transaction(async (tx) => {
        await ownCase(tx, user.id, req.body.id);
        const locked = await caseById(tx, req.body.id, true);
        if (!WITHDRAWABLE_CASE_STATES.includes(locked.status)) throw AppError.badRequest('caseNotWithdrawable', 'id');
        const withdrawn = await tx
          .update(mediationAgreements)
          .set({ status: 'withdrawn', withdrawnAt: new Date() })
          .where(and(eq(mediationAgreements.caseId, locked.id), eq(mediationAgreements.status, 'awaiting_signature')))
          .returning({ id: mediationAgreements.id });
        for (const a of withdrawn) {
          await tx.insert(mediationAgreementEvents).values({ agreementId: a.id, event: 'withdrawn', actorId: user.id });
        }
        return moveCase(tx, locked, 'withdrawn', { id: user.id, kind: 'user' }, req.body.reason);
      });
      return ok(await toCaseDetail(app.db, row));
    },
  );
};
