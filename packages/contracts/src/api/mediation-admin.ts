// The mediators' back office (issue 3 §3): the case queue, a case, state changes, assignment, reports, agreements.
// Mediators and admins only; every write is audited and recorded in the case's history.
import { endpoint, RAW_RESPONSE } from '../endpoint.ts';
import { pageOf } from '../envelope.ts';
import {
  adminCaseQuery,
  adminCaseRowView,
  adminCaseView,
  agreementPdfQuery,
  assignCaseBody,
  caseIdParams,
  changeCaseStatusBody,
  mediatorView,
} from '../mediation-admin.ts';
import { agreementView, draftAgreementBody } from '../mediation-agreement.ts';
import { createReportBody, reportView } from '../mediation-report.ts';
import { notifyRespondentBody, respondentLinkSentView } from '../mediation-respondent.ts';
import { deadlineSettingView, updateDeadlineBody } from '../mediation-settings.ts';
import { z } from '../zod.ts';

const mediator = { tag: 'mediation', caller: { roles: ['mediator', 'admin'] } } as const;

export const mediationAdminApi = {
  /** The case queue, oldest first so the longest-waiting case is on top. */
  cases: endpoint({
    ...mediator,
    method: 'GET',
    path: '/admin/mediation/cases',
    query: adminCaseQuery,
    response: pageOf(adminCaseRowView),
  }),
  /** The case with its evidence, history, reports and agreements. */
  case: endpoint({
    ...mediator,
    method: 'GET',
    path: '/admin/mediation/cases/:id',
    params: caseIdParams,
    response: adminCaseView,
  }),
  /** Moves the case along MEDIATOR_TRANSITIONS; the reason goes into the history the user sees. */
  changeCaseStatus: endpoint({
    ...mediator,
    method: 'POST',
    path: '/admin/mediation/cases/:id/status',
    params: caseIdParams,
    body: changeCaseStatusBody,
    response: adminCaseView,
  }),
  /** Hands the case to a mediator (null: back to the queue). */
  assignCase: endpoint({
    ...mediator,
    method: 'POST',
    path: '/admin/mediation/cases/:id/assign',
    params: caseIdParams,
    body: assignCaseBody,
    response: adminCaseView,
    announces: 'queue.cases',
  }),
  /** A progress report, which appears in the case owner's report list. */
  createReport: endpoint({
    ...mediator,
    method: 'POST',
    path: '/admin/mediation/cases/:id/reports',
    params: caseIdParams,
    body: createReportBody,
    response: reportView,
  }),
  /** Drafts the agreement the user signs; a redraft withdraws the unsigned version. The case becomes `agreement_drafted`. */
  draftAgreement: endpoint({
    ...mediator,
    method: 'POST',
    path: '/admin/mediation/cases/:id/agreement',
    params: caseIdParams,
    body: draftAgreementBody,
    response: agreementView,
  }),
  /** Any agreement as the user's PDF shows it. */
  agreementPdf: endpoint({
    ...mediator,
    method: 'GET',
    path: '/admin/mediation/agreements/:id/pdf',
    params: caseIdParams,
    query: agreementPdfQuery,
    response: RAW_RESPONSE,
  }),
  /**
   * Sends the respondent a private link by e-mail, or records the manual step (post, phone) and answers the link once.
   * Refused until the case is accepted and the applicant's real-name verification is approved.
   */
  notifyRespondent: endpoint({
    ...mediator,
    method: 'POST',
    path: '/admin/mediation/cases/:id/respondent',
    params: caseIdParams,
    body: notifyRespondentBody,
    response: respondentLinkSentView,
  }),
  /** Ends the respondent's current link (a mistyped address, a leaked letter); a new one can be sent. */
  revokeRespondentLink: endpoint({
    ...mediator,
    method: 'POST',
    path: '/admin/mediation/cases/:id/respondent/revoke',
    params: caseIdParams,
    response: adminCaseView,
  }),
  /**
   * Sandbox only (never in production): lets the case's current deadline pass now and applies its consequence, as the
   * deadline job would, so the whole path can be tried without waiting days.
   */
  lapseDeadline: endpoint({
    ...mediator,
    method: 'POST',
    path: '/admin/mediation/cases/:id/sandbox/lapse-deadline',
    params: caseIdParams,
    response: adminCaseView,
  }),
  /** Active operators who may handle cases (mediator or admin role). */
  mediators: endpoint({
    ...mediator,
    method: 'GET',
    path: '/admin/mediation/mediators',
    response: z.array(mediatorView),
  }),
  /** Every deadline kind's length as it applies now (the default where none is set). */
  deadlines: endpoint({
    ...mediator,
    method: 'GET',
    path: '/admin/mediation/deadlines',
    response: z.array(deadlineSettingView),
  }),
  /** Sets one kind's length, for admins: deadlines set from then on use it; running ones keep their dates. */
  updateDeadline: endpoint({
    tag: 'mediation',
    caller: { roles: ['admin'] },
    method: 'POST',
    path: '/admin/mediation/deadlines',
    body: updateDeadlineBody,
    response: z.array(deadlineSettingView),
  }),
} as const;
