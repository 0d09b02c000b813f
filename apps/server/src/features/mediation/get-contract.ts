import { agreementView, envelopeOf, getContractQuery, PORTAL_PATHS } from '@platform/contracts';
import { and, eq, mediationAgreementEvents } from '@platform/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { currentUser } from '../../plugins/auth.ts';
import { type AgreementWithCase, agreementsOfCase, agreementsOfUser, toAgreementView } from './agreements-repo.ts';
import { ownCase } from './cases-repo.ts';

/**
 * GET /api/mediate/getContract?caseId=: the agreement to read and sign. With caseId, that case's current agreement;
 * without, the one awaiting the user's signature, else their latest. The first reading is recorded as `opened`.
 */
export const getContract: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PORTAL_PATHS.getContract,
    {
      schema: {
        tags: ['mediation'],
        querystring: getContractQuery,
        response: { 200: envelopeOf(agreementView.nullable()) },
      },
    },
    async (req) => {
      const userId = currentUser(req).id;
      let candidates: AgreementWithCase[];
      if (req.query.caseId) {
        await ownCase(app.db, userId, req.query.caseId);
        candidates = await agreementsOfCase(app.db, req.query.caseId);
      } else {
        candidates = await agreementsOfUser(app.db, userId);
      }
      const current = candidates.filter((c) => c.agreement.status !== 'withdrawn');
      const chosen = current.find((c) => c.agreement.status === 'awaiting_signature') ?? current[0];
      if (!chosen) return ok(null);
      if (chosen.agreement.status === 'awaiting_signature') {
        const [seen] = await app.db
          .select({ id: mediationAgreementEvents.id })
          .from(mediationAgreementEvents)
          .where(
            and(
              eq(mediationAgreementEvents.agreementId, chosen.agreement.id),
              eq(mediationAgreementEvents.event, 'opened'),
            ),
          )
          .limit(1);
        if (!seen) {
          await app.db.insert(mediationAgreementEvents).values({
            agreementId: chosen.agreement.id,
            event: 'opened',
            actorId: userId,
            ip: req.ip ?? null,
            userAgent: req.headers['user-agent']?.slice(0, 400) ?? null,
          });
        }
      }
      return ok(await toAgreementView(app.db, chosen));
    },
  );
};
