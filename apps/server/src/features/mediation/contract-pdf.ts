import { contractPdfQuery, PORTAL_PATHS } from '@platform/contracts';
import type { Db } from '@platform/db';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
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
export const contractPdf: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PORTAL_PATHS.contractPdf,
    { schema: { tags: ['mediation'], querystring: contractPdfQuery } },
    async (req, reply) => {
      const found = await ownAgreement(app.db, currentUser(req).id, req.query.id);
      return sendAgreementPdf(app.db, reply, found, req.query.download === '1');
    },
  );
};
