import type { FastifyInstance } from 'fastify';
import { answerRespondentRoute } from './answer-respondent.ts';
import { getRespondentCaseRoute } from './get-respondent-case.ts';
import { respondentFileRoutes } from './respondent-file-routes.ts';
import { respondentPdfRoute } from './respondent-pdf.ts';
import { sendRespondentCodeRoute } from './send-respondent-code.ts';
import { signRespondentRoute } from './sign-respondent.ts';

/** The respondent's side of a case (respondentApi in contracts): public doors that take the link's token. */
export async function respondentRoutes(app: FastifyInstance) {
  await app.register(getRespondentCaseRoute);
  await app.register(sendRespondentCodeRoute);
  await app.register(answerRespondentRoute);
  await app.register(signRespondentRoute);
  await app.register(respondentPdfRoute);
  await app.register(respondentFileRoutes);
}
