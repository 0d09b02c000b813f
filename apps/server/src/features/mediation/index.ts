import type { FastifyInstance } from 'fastify';
import { applyMediate } from './apply-mediate.ts';
import { registerCaseNews } from './case-news.ts';
import { confirmPayment } from './confirm-payment.ts';
import { contractList } from './contract-list.ts';
import { contractPdf } from './contract-pdf.ts';
import { getContract } from './get-contract.ts';
import { getExeperienceType } from './get-exeperience-type.ts';
import { getMediateData } from './get-mediate-data.ts';
import { getMediateInfo } from './get-mediate-info.ts';
import { getMediaterequest } from './get-mediaterequest.ts';
import { myMediateInfo } from './my-mediate-info.ts';
import { myMediateInfoCount } from './my-mediate-info-count.ts';
import { findNoticePreferences } from './notices/find-notice-preferences.ts';
import { updateNoticePreference } from './notices/update-notice-preference.ts';
import { reportGetInfo } from './report-get-info.ts';
import { reportPageList } from './report-page-list.ts';
import { respondentRoutes } from './respondent/index.ts';
import { saveContract } from './save-contract.ts';
import { threadRoutes } from './thread/index.ts';
import { withdrawMediate } from './withdraw-mediate.ts';

/**
 * The portal's mediation API: reference data and statistics for anyone, cases, agreements and reports for their owner.
 * Each route's caller, limits and schemas come from its definition in contracts (mediationApi).
 */
export async function mediationRoutes(app: FastifyInstance) {
  registerCaseNews(app);
  await app.register(getExeperienceType);
  await app.register(getMediaterequest);
  await app.register(getMediateData);
  await app.register(applyMediate);
  await app.register(myMediateInfo);
  await app.register(myMediateInfoCount);
  await app.register(getMediateInfo);
  await app.register(withdrawMediate);
  await app.register(getContract);
  await app.register(contractList);
  await app.register(contractPdf);
  await app.register(saveContract);
  await app.register(confirmPayment);
  await app.register(reportPageList);
  await app.register(reportGetInfo);
  await app.register(respondentRoutes);
  await app.register(threadRoutes);
  await app.register(findNoticePreferences);
  await app.register(updateNoticePreference);
}
