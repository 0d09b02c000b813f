import { caseIdParams, z } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agreementById } from '../agreements-repo.ts';
import { sendAgreementPdf } from '../contract-pdf.ts';

/** GET /api/admin/mediation/agreements/:id/pdf?download=: any agreement as the user's PDF shows it. */
export const getAgreementPdfRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/agreements/:id/pdf',
    {
      schema: {
        tags: ['admin-mediation'],
        params: caseIdParams,
        querystring: z.object({ download: z.enum(['0', '1']).optional() }),
      },
    },
    async (req, reply) =>
      sendAgreementPdf(app.db, reply, await agreementById(app.db, req.params.id), req.query.download === '1'),
  );
};
