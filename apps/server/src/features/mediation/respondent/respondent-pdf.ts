import { respondentApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { AppError } from '../../../lib/app-error.ts';
import { currentAgreementOfCase } from '../agreements-repo.ts';
import { sendAgreementPdf } from '../contract-pdf.ts';
import { caseOfToken } from './respondent-links.ts';

/** POST /api/respondent/pdf { token }: the case's current agreement as a PDF download, for a respondent taking part. */
export async function respondentPdfRoute(app: FastifyInstance) {
  route(app, respondentApi.pdf, async ({ body, reply }) => {
    const { row } = await caseOfToken(app.db, body.token);
    const current = row.respondentState === 'taking_part' ? await currentAgreementOfCase(app.db, row.id) : null;
    if (!current) throw AppError.notFound();
    return sendAgreementPdf(app.db, reply, current, true);
  });
}
