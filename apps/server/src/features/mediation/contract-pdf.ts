import { mediationApi } from '@platform/contracts';
import type { Db } from '@platform/db';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { route } from '../../core/http/route.ts';
import { renderAgreementPdf } from './agreement-pdf.ts';
import { type AgreementWithCase, ownAgreement, pdfInputOf } from './agreements-repo.ts';

/** Sends an agreement as a PDF: inline for the page's viewer, or as a download. */
export async function sendAgreementPdf(db: Db, reply: FastifyReply, found: AgreementWithCase, download: boolean) {
  const pdf = await renderAgreementPdf(await pdfInputOf(db, found));
  const name = `agreement-${found.trackingNumber}-v${found.agreement.version}.pdf`;
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `${download ? 'attachment' : 'inline'}; filename="${name}"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(pdf));
}

/** GET /api/mediate/contractPdf?id=&download=: the user's agreement as a PDF (signature and audit page once signed). */
export async function contractPdf(app: FastifyInstance) {
  route(app, mediationApi.agreementPdf, async ({ user, query, reply }) => {
    const found = await ownAgreement(app.db, user.id, query.id);
    return sendAgreementPdf(app.db, reply, found, query.download === '1');
  });
}
