import { mediationAdminApi, queueTopic } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { assignCaseRoute } from './assign-case.ts';
import { changeCaseStatusRoute } from './change-case-status.ts';
import { createReportRoute } from './create-report.ts';
import { draftAgreementRoute } from './draft-agreement.ts';
import { findCasesRoute } from './find-cases.ts';
import { findDeadlinesRoute } from './find-deadlines.ts';
import { findMediatorsRoute } from './find-mediators.ts';
import { getAgreementPdfRoute } from './get-agreement-pdf.ts';
import { getCaseRoute } from './get-case.ts';
import { lapseDeadlineRoute } from './lapse-deadline.ts';
import { notifyRespondentRoute } from './notify-respondent.ts';
import { revokeRespondentLinkRoute } from './revoke-respondent-link.ts';
import { updateDeadlineRoute } from './update-deadline.ts';

/** The mediators' API (/api/admin/mediation/...), for mediators and admins (mediationAdminApi in contracts). */
export async function mediationAdminRoutes(app: FastifyInstance) {
  // The queue's news: whoever may read the cases hears when one is filed, taken or moves on (case-news.ts).
  app.newsFeed.allowCaller(queueTopic('cases'), mediationAdminApi.cases.caller);
  await app.register(findCasesRoute);
  await app.register(getCaseRoute);
  await app.register(changeCaseStatusRoute);
  await app.register(assignCaseRoute);
  await app.register(createReportRoute);
  await app.register(draftAgreementRoute);
  await app.register(getAgreementPdfRoute);
  await app.register(findMediatorsRoute);
  await app.register(findDeadlinesRoute);
  await app.register(updateDeadlineRoute);
  await app.register(notifyRespondentRoute);
  await app.register(revokeRespondentLinkRoute);
  await app.register(lapseDeadlineRoute);
}
