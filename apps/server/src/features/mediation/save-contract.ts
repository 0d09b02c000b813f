import { mediationApi } from '@platform/contracts';
import { eq, mediationAgreementEvents, mediationAgreements } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { say } from '../../lib/say.ts';
import { renderAgreementPdf } from './agreement-pdf.ts';
import { sha256Hex } from './agreement-text.ts';
import { agreementById, ownAgreement, pdfInputOf, toAgreementView } from './agreements-repo.ts';
import { caseById, moveCase } from './cases-repo.ts';

/**
 * POST /api/mediate/saveContract: the user signs the agreement they read. The hash they read must be the agreement's;
 * the signature keeps signer, time, IP, browser and the text's SHA-256, and the case becomes `signed`.
 */
export async function saveContract(app: FastifyInstance) {
  route(app, mediationApi.signAgreement, async ({ user, body, req }) => {
    const signed = await app.db.transaction(async (tx) => {
      const found = await ownAgreement(tx, user.id, body.id);
      const locked = await caseById(tx, found.agreement.caseId, true);
      const [agreement] = await tx
        .select()
        .from(mediationAgreements)
        .where(eq(mediationAgreements.id, body.id))
        .for('update');
      if (agreement?.status !== 'awaiting_signature' || locked.status !== 'agreement_drafted')
        throw AppError.conflict('agreementNotAwaitingSignature', 'id');
      if (body.textSha256 !== agreement.textSha256 || sha256Hex(agreement.text) !== agreement.textSha256)
        throw AppError.conflict('agreementChanged', 'textSha256');

      const signedAt = new Date();
      const ip = req.ip ?? null;
      const userAgent = req.headers['user-agent']?.slice(0, 400) ?? null;
      await tx.insert(mediationAgreementEvents).values({
        agreementId: agreement.id,
        event: 'signed',
        actorId: user.id,
        ip,
        userAgent,
        createdAt: signedAt,
      });
      const signature = {
        signerName: body.signerName,
        signatureMethod: body.method,
        signatureImage: body.image,
        signedAt,
        signedIp: ip,
        signedUserAgent: userAgent,
      };
      await tx.update(mediationAgreements).set(signature).where(eq(mediationAgreements.id, agreement.id));
      // The signed PDF is rendered now, so a signature image that is not a real PNG is refused before anything is kept.
      const withSignature = await agreementById(tx, agreement.id);
      let pdf: Uint8Array;
      try {
        pdf = await renderAgreementPdf(await pdfInputOf(tx, withSignature));
      } catch {
        throw AppError.badRequest('signatureInvalid', 'image');
      }
      await tx
        .update(mediationAgreements)
        .set({ status: 'signed', signedPdfSha256: sha256Hex(pdf) })
        .where(eq(mediationAgreements.id, agreement.id));
      await moveCase(tx, locked, 'signed', { id: user.id, kind: 'user' }, null);
      return agreementById(tx, agreement.id);
    });
    return ok(await toAgreementView(app.db, signed), say(req, 'signSuccess'));
  });
}
