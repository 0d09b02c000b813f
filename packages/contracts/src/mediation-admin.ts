// The mediators' API (issue 3 §3): case queue, case detail, state changes, assignment, reports, agreements.
// Every route needs the mediator or admin role; every write is audited and recorded in the case's history.
import { listSort, reasonSchema } from './admin.ts';
import { CASE_STATES, caseDetailView, caseRowView } from './mediation.ts';
import { agreementView } from './mediation-agreement.ts';
import { portalPageQuery } from './mediation-common.ts';
import { reportView } from './mediation-report.ts';
import { adminRespondentView } from './mediation-respondent.ts';
import { z } from './zod.ts';

/** The case queue's sortable columns: when filed, when its current step is due, when it last changed. */
export const CASE_SORTS = ['createdAt', 'deadlineAt', 'updatedAt'] as const;

/** GET /api/admin/mediation/cases?page=&size=&status=&disputeType=&mediatorId=&q=&sort= → pageOf(adminCaseRowView). */
export const adminCaseQuery = portalPageQuery.extend({
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(CASE_STATES).optional()),
  /** `open`: every state that is not final. */
  scope: z.enum(['open', 'all']).optional(),
  disputeType: z.string().trim().max(40).optional(),
  /** An operator's id, or 0 for unassigned cases. */
  mediatorId: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
  /** Tracking number, counterparty, or the applicant's e-mail. */
  q: z.string().trim().max(100).optional(),
  /** Oldest first unless asked (`deadlineAt`: the most urgent first, cases without a deadline last). */
  sort: listSort(CASE_SORTS),
});
export type AdminCaseQuery = z.input<typeof adminCaseQuery>;

export const caseApplicantView = z.object({
  userId: z.number().int(),
  /** Only for operators who may read the customer's account (getUser's rule); null for a mediator. */
  email: z.string().nullable(),
  username: z.string().nullable(),
  /** The applicant's real-name state (none, pending, approved, rejected). */
  realNameStatus: z.string(),
  /** The name their approved real-name submission verified; null until one is approved. */
  verifiedName: z.string().nullable(),
});

export const adminCaseRowView = caseRowView.extend({
  applicant: caseApplicantView,
  mediatorId: z.number().int().nullable(),
  mediatorName: z.string().nullable(),
});
export type AdminCaseRowView = z.infer<typeof adminCaseRowView>;

/** GET /api/admin/mediation/cases/:id → adminCaseView: the case, its evidence, history, reports and agreements. */
export const adminCaseView = caseDetailView.extend({
  applicant: caseApplicantView,
  mediatorId: z.number().int().nullable(),
  reports: z.array(reportView),
  /** Every version, newest first. */
  agreements: z.array(agreementView),
  /** The states a mediator may move it to now (MEDIATOR_TRANSITIONS). */
  allowedTransitions: z.array(z.enum(CASE_STATES)),
  canDraftAgreement: z.boolean(),
  /** The respondent's standing, their link, and why contacting them is not offered when it is not. */
  respondent: adminRespondentView,
});
export type AdminCaseView = z.infer<typeof adminCaseView>;

export const caseIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** POST /api/admin/mediation/cases/:id/status { status, reason } → adminCaseView. The reason is shown to the user. */
export const changeCaseStatusBody = z.object({ status: z.enum(CASE_STATES), reason: reasonSchema });
export type ChangeCaseStatusBody = z.input<typeof changeCaseStatusBody>;

/** POST /api/admin/mediation/cases/:id/assign { mediatorId } → adminCaseView; null unassigns. */
export const assignCaseBody = z.object({ mediatorId: z.number().int().min(1).nullable() });
export type AssignCaseBody = z.input<typeof assignCaseBody>;

/** GET /api/admin/mediation/mediators → mediatorView[]: operators who can handle cases (mediator or admin role). */
export const mediatorView = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type MediatorView = z.infer<typeof mediatorView>;

// POST /api/admin/mediation/cases/:id/reports  createReportBody → reportView        (mediation-report.ts)
// POST /api/admin/mediation/cases/:id/agreement draftAgreementBody → agreementView  (mediation-agreement.ts)

/** GET /api/admin/mediation/agreements/:id/pdf?download= → application/pdf (`download=1` asks for an attachment). */
export const agreementPdfQuery = z.object({ download: z.enum(['0', '1']).optional() });
