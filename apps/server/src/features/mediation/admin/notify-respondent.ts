import { mediationAdminApi } from '@platform/contracts';
import { eq, mediationCases } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { verifiedName } from '../agreements-repo.ts';
import { auditCase } from '../audit-case.ts';
import { caseById } from '../cases-repo.ts';
import { setCaseDeadline } from '../deadlines.ts';
import { createRespondentLink, latestRespondentLink, respondentUrl } from '../respondent/respondent-links.ts';
import { invitationMail, newLinkMail } from '../respondent/respondent-mail.ts';
import { notifyBlockedReason, takesPartWithEmail } from '../respondent/respondent-views.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const RESEND_AFTER_MS = 60_000;

/**
 * POST /api/admin/mediation/cases/:id/respondent: the mediator tells the respondent of an accepted case, through the
 * channel the applicant chose. Only once the applicant's real-name verification is approved, as /apply promises.
 * E-mail: the link goes by the mailer. Post or phone: the step is recorded with the mediator's note and the link is
 * answered once, to print or read out. The respondent then has the stated time to answer. A respondent who already
 * takes part is e-mailed a fresh link (the old one ends) at the address they confirmed, and keeps their standing.
 */
export async function notifyRespondentRoute(app: FastifyInstance) {
  route(app, mediationAdminApi.notifyRespondent, async ({ user: actor, params, body, req }) => {
    const sent = await app.db.transaction(async (tx) => {
      const locked = await caseById(tx, params.id, true);
      const blocked = await notifyBlockedReason(tx, locked);
      if (blocked) throw AppError.conflict(blocked, blocked === 'applicantNotVerified' ? 'status' : 'channel');
      // A respondent who takes part gets a fresh link at the address they confirmed, and keeps their standing.
      const fresh = takesPartWithEmail(locked);
      if (fresh && body.channel !== 'email') throw AppError.badRequest('respondentNewLinkByEmail', 'channel');
      const contact = locked.counterpartyContact?.trim() ?? '';
      const email = fresh
        ? locked.respondentEmail
        : body.channel === 'email'
          ? (body.email ?? (EMAIL.test(contact) ? contact.toLowerCase() : null))
          : null;
      if (body.channel === 'email' && !email) throw AppError.badRequest('respondentEmailMissing', 'email');
      // A double click (or twenty) sends one invitation: a live link sent under a minute ago is not replaced.
      const last = await latestRespondentLink(tx, locked.id);
      const waitMs = last && !last.revokedAt ? last.createdAt.getTime() + RESEND_AFTER_MS - Date.now() : 0;
      if (waitMs > 0)
        throw AppError.tooManyRequests('respondentLinkJustSent', { retryAfterSeconds: Math.ceil(waitMs / 1000) });
      const link = await createRespondentLink(tx, {
        caseId: locked.id,
        channel: body.channel,
        note: body.note ?? null,
        sentBy: actor.id,
      });
      if (fresh) {
        await auditCase(tx, req, locked, 'mediation.respondent.new_link', { email }, body.note);
        return { ...link, email, answerBy: null, row: locked };
      }
      await tx
        .update(mediationCases)
        .set({ respondentState: 'notified', respondentEmail: email, updatedAt: new Date() })
        .where(eq(mediationCases.id, locked.id));
      const answerBy = await setCaseDeadline(tx, locked.id, 'respondent_answer');
      await auditCase(tx, req, locked, 'mediation.respondent.notify', { channel: body.channel, email }, body.note);
      return { ...link, email, answerBy, row: locked };
    });
    const url = respondentUrl(app.config.publicUrl, sent.token);
    const sender = { service: app.config.SERVICE_NAME, publicUrl: app.config.publicUrl };
    if (sent.answerBy === null) {
      // A fresh link to a respondent who takes part: nothing changed for the applicant, so nothing to tell them.
      if (sent.email) await app.mailer.send({ to: sent.email, ...newLinkMail(sent.row, url, sent.expiresAt, sender) });
      return ok({ url: null, expiresAt: sent.expiresAt.toISOString() });
    }
    if (sent.email) {
      const applicant = await verifiedName(app.db, sent.row.userId);
      await app.mailer.send({
        to: sent.email,
        ...invitationMail(sent.row, url, sent.answerBy, sent.expiresAt, sender, applicant),
      });
    }
    app.events.publish({
      type: 'mediation.notice',
      caseId: sent.row.id,
      kind: 'respondent_invited',
      parties: ['applicant'],
      params: { trackingNumber: sent.row.trackingNumber, answerBy: sent.answerBy.toISOString() },
    });
    return ok({ url: sent.email ? null : url, expiresAt: sent.expiresAt.toISOString() });
  });
}
