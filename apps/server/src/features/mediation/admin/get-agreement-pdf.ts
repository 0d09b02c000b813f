import { mediationAdminApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { agreementById } from '../agreements-repo.ts';
import { sendAgreementPdf } from '../contract-pdf.ts';

/** GET /api/admin/mediation/agreements/:id/pdf?download=: any agreement as the user's PDF shows it. */
export async function getAgreementPdfRoute(app: FastifyInstance) {
  route(app, mediationAdminApi.agreementPdf, async ({ params, query, reply }) =>
    sendAgreementPdf(app.db, reply, await agreementById(app.db, params.id), query.download === '1'),
  );
}
