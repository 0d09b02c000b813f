import { AGREEMENT_DRAFT_FROM, mediationAdminApi } from '@platform/contracts';
import { eq, max, mediationAgreementEvents, mediationAgreements } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { composeAgreementText, sha256Hex } from '../agreement-text.ts';
import { agreementById, mediatorIdentity, ROLE_LABELS, toAgreementView, verifiedName } from '../agreements-repo.ts';
import { auditCase } from '../audit-case.ts';
import { caseById, moveCase } from '../cases-repo.ts';
import { deadlineLength, setCaseDeadline } from '../deadlines.ts';
import { lapseOpenAgreements } from '../lapse-agreements.ts';
import { requireMediatorName } from './mediator-name.ts';

/**
 * POST /api/admin/mediation/cases/:id/agreement: drafts the agreement both parties sign, framed with the case, the
 * parties, the mediator (by name and role) and the disclosures; only once the respondent takes part. A redraft
 * withdraws the unsigned version (and any one signature on it). The case becomes `agreement_drafted`, sent to both
 * parties, with the signing deadline running; both are told once it is committed.
 */
export async function draftAgreementRoute(app: FastifyInstance) {
  route(app, mediationAdminApi.draftAgreement, async ({ user: actor, params, body, req }) => {
    const drafted = await app.db.transaction(async (tx) => {
      const locked = await caseById(tx, params.id, true);
      if (!AGREEMENT_DRAFT_FROM.includes(locked.status)) throw AppError.badRequest('caseNotInMediation', 'status');
      if (locked.respondentState !== 'taking_part')
        throw AppError.badRequest('respondentNotTakingPart', 'respondentState');
      // The agreement names its mediator: a drafter without a name of their own is asked for one first.
      await requireMediatorName(tx, actor.id);
      await lapseOpenAgreements(tx, locked.id, actor.id);
      const [last] = await tx
        .select({ version: max(mediationAgreements.version) })
        .from(mediationAgreements)
        .where(eq(mediationAgreements.caseId, locked.id));
      const version = (last?.version ?? 0) + 1;
      const applicantName = await verifiedName(tx, locked.userId);
      const mediator = await mediatorIdentity(tx, actor.id);
      const draftedAt = new Date();
      const text = composeAgreementText({
        title: body.title,
        body: body.body,
        trackingNumber: locked.trackingNumber,
        version,
        draftedAt,
        applicantId: locked.userId,
        applicantName,
        respondentName: locked.respondentName ?? locked.counterpartyName,
        mediator: mediator ? { name: mediator.name, roleLabel: ROLE_LABELS[mediator.role] } : null,
        settlementAmount: body.settlementAmount ?? null,
        settlementCurrency: body.settlementCurrency ?? null,
        paymentMethod: body.paymentMethod ?? null,
        paymentDetails: body.paymentDetails ?? null,
        paymentDueDays: body.paymentDueDays ?? null,
        confirmation: await deadlineLength(tx, 'payment_confirmation'),
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
          paymentMethod: body.paymentMethod ?? null,
          paymentDetails: body.paymentDetails ?? null,
          paymentDueDays: body.paymentDueDays ?? null,
          status: 'awaiting_signature',
          draftedBy: actor.id,
          draftedAt,
        })
        .returning({ id: mediationAgreements.id });
      await tx.insert(mediationAgreementEvents).values([
        { agreementId: created!.id, event: 'drafted', actorId: actor.id, createdAt: draftedAt },
        { agreementId: created!.id, event: 'sent', party: 'applicant', actorId: actor.id, createdAt: draftedAt },
        { agreementId: created!.id, event: 'sent', party: 'respondent', actorId: actor.id, createdAt: draftedAt },
      ]);
      await moveCase(tx, locked, 'agreement_drafted', { id: actor.id, kind: 'mediator' }, body.reason ?? null);
      const signBy = await setCaseDeadline(tx, locked.id, 'signing', draftedAt);
      await auditCase(tx, req, locked, 'mediation.agreement.draft', { agreementId: created!.id, version }, body.reason);
      return { agreementId: created!.id, caseId: locked.id, trackingNumber: locked.trackingNumber, signBy };
    });
    app.events.publish({
      type: 'mediation.notice',
      caseId: drafted.caseId,
      kind: 'agreement_ready',
      parties: ['applicant', 'respondent'],
      params: {
        agreementId: String(drafted.agreementId),
        trackingNumber: drafted.trackingNumber,
        signBy: drafted.signBy.toISOString(),
      },
    });
    return ok(await toAgreementView(app.db, await agreementById(app.db, drafted.agreementId)));
  });
}
