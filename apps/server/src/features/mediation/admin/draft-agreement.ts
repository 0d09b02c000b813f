import { AGREEMENT_DRAFT_FROM, mediationAdminApi } from '@platform/contracts';
import { and, eq, max, mediationAgreementEvents, mediationAgreements, users } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../../core/audit/record-audit.ts';
import { route } from '../../../core/http/route.ts';
import { userNames } from '../../../core/identity/user-names.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { composeAgreementText, sha256Hex } from '../agreement-text.ts';
import { agreementById, toAgreementView } from '../agreements-repo.ts';
import { caseById, moveCase } from '../cases-repo.ts';

/**
 * POST /api/admin/mediation/cases/:id/agreement: drafts the agreement the user signs, framed with the case, the
 * parties and the disclosures. A redraft withdraws the unsigned version. The case becomes `agreement_drafted`.
 */
export async function draftAgreementRoute(app: FastifyInstance) {
  route(app, mediationAdminApi.draftAgreement, async ({ user: actor, params, body, req }) => {
    const agreementId = await app.db.transaction(async (tx) => {
      const locked = await caseById(tx, params.id, true);
      if (!AGREEMENT_DRAFT_FROM.includes(locked.status)) throw AppError.badRequest('caseNotInMediation', 'status');
      const lapsed = await tx
        .update(mediationAgreements)
        .set({ status: 'withdrawn', withdrawnAt: new Date() })
        .where(and(eq(mediationAgreements.caseId, locked.id), eq(mediationAgreements.status, 'awaiting_signature')))
        .returning({ id: mediationAgreements.id });
      for (const a of lapsed) {
        await tx.insert(mediationAgreementEvents).values({ agreementId: a.id, event: 'withdrawn', actorId: actor.id });
      }
      const [last] = await tx
        .select({ version: max(mediationAgreements.version) })
        .from(mediationAgreements)
        .where(eq(mediationAgreements.caseId, locked.id));
      const version = (last?.version ?? 0) + 1;
      const [[applicant], names] = await Promise.all([
        tx.select({ email: users.email }).from(users).where(eq(users.id, locked.userId)),
        userNames(tx, [actor.id]),
      ]);
      const draftedAt = new Date();
      const text = composeAgreementText({
        title: body.title,
        body: body.body,
        trackingNumber: locked.trackingNumber,
        version,
        draftedAt,
        applicantId: locked.userId,
        applicantEmail: applicant!.email,
        counterpartyName: locked.counterpartyName,
        mediatorName: names.get(actor.id) ?? null,
        settlementAmount: body.settlementAmount ?? null,
        settlementCurrency: body.settlementCurrency ?? null,
      });
      const [created] = await tx
        .insert(mediationAgreements)
        .values({
          caseId: locked.id,
          version,
          title: body.title,
          text,
          textSha256: sha256Hex(text),
          settlementAmount: body.settlementAmount ?? null,
          settlementCurrency: body.settlementCurrency ?? null,
          status: 'awaiting_signature',
          draftedBy: actor.id,
          draftedAt,
        })
        .returning({ id: mediationAgreements.id });
      await tx
        .insert(mediationAgreementEvents)
        .values({ agreementId: created!.id, event: 'drafted', actorId: actor.id, createdAt: draftedAt });
      await moveCase(tx, locked, 'agreement_drafted', { id: actor.id, kind: 'mediator' }, body.reason ?? null);
      await recordAudit(tx, req, {
        action: 'mediation.agreement.draft',
        targetType: 'mediation_case',
        targetId: locked.id,
        subjectUserId: locked.userId,
        reason: body.reason ?? null,
        detail: { trackingNumber: locked.trackingNumber, agreementId: created!.id, version },
      });
      return created!.id;
    });
    return ok(await toAgreementView(app.db, await agreementById(app.db, agreementId)));
  });
}
