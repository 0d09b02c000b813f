// The mediators' views of a case: the applicant, the assignment, and for the detail its reports and agreements.
import {
  type AdminCaseRowView,
  type AdminCaseView,
  AGREEMENT_DRAFT_FROM,
  adminApi,
  callerAdmits,
  MEDIATOR_TRANSITIONS,
  type Role,
} from '@platform/contracts';
import {
  type Db,
  desc,
  eq,
  inArray,
  type MediationCaseRow,
  mediationReports,
  realNameSubmissions,
  users,
} from '@platform/db';
import { userNames } from '../../../core/identity/user-names.ts';
import { agreementsOfCase, toAgreementView } from '../agreements-repo.ts';
import { toCaseDetail, toCaseRows } from '../cases-repo.ts';
import { toReportView } from '../reports-repo.ts';
import { toAdminRespondentView } from '../respondent/respondent-views.ts';

/**
 * The applicants of cases, as `viewer` (the operator's roles) may see them: their verified name for everyone on the
 * case; their e-mail only for operators who may read the customer's account (a mediator works with names, issue 32 §4).
 */
async function applicants(db: Db, userIds: readonly number[], viewer: readonly Role[]) {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map<number, AdminCaseRowView['applicant']>();
  const showsEmail = callerAdmits(adminApi.getUser.caller, viewer);
  const [people, submissions] = await Promise.all([
    db.select({ id: users.id, email: users.email, username: users.username }).from(users).where(inArray(users.id, ids)),
    db
      .select({
        userId: realNameSubmissions.userId,
        status: realNameSubmissions.status,
        fullName: realNameSubmissions.fullName,
      })
      .from(realNameSubmissions)
      .where(inArray(realNameSubmissions.userId, ids))
      .orderBy(desc(realNameSubmissions.id)),
  ]);
  const newest = new Map<number, (typeof submissions)[number]>();
  for (const s of submissions) if (!newest.has(s.userId)) newest.set(s.userId, s);
  return new Map(
    people.map((p) => {
      const submission = newest.get(p.id);
      return [
        p.id,
        {
          userId: p.id,
          email: showsEmail ? p.email : null,
          username: p.username,
          realNameStatus: submission?.status ?? 'none',
          verifiedName: submission?.status === 'approved' ? submission.fullName : null,
        },
      ];
    }),
  );
}

export async function toAdminCaseRows(
  db: Db,
  rows: readonly MediationCaseRow[],
  viewer: readonly Role[],
): Promise<AdminCaseRowView[]> {
  const [people, names, cases] = await Promise.all([
    applicants(
      db,
      rows.map((r) => r.userId),
      viewer,
    ),
    userNames(
      db,
      rows.map((r) => r.mediatorId),
    ),
    toCaseRows(db, rows),
  ]);
  return rows.map((r, i) => ({
    ...cases[i]!,
    applicant: people.get(r.userId)!,
    mediatorId: r.mediatorId,
    mediatorName: r.mediatorId === null ? null : (names.get(r.mediatorId) ?? null),
  }));
}

export async function toAdminCaseView(db: Db, row: MediationCaseRow, viewer: readonly Role[]): Promise<AdminCaseView> {
  const [detail, people, reports, agreements, respondent] = await Promise.all([
    toCaseDetail(db, row),
    applicants(db, [row.userId], viewer),
    db.select().from(mediationReports).where(eq(mediationReports.caseId, row.id)).orderBy(desc(mediationReports.id)),
    agreementsOfCase(db, row.id),
    toAdminRespondentView(db, row),
  ]);
  // Staff know one another by log-in name, as in the queue (the parties see the mediator's own name instead).
  const staff = await userNames(db, [row.mediatorId]);
  return {
    ...detail,
    applicant: people.get(row.userId)!,
    mediatorId: row.mediatorId,
    mediatorName: row.mediatorId === null ? null : (staff.get(row.mediatorId) ?? null),
    reports: await Promise.all(
      reports.map((report) => toReportView(db, { report, trackingNumber: row.trackingNumber })),
    ),
    agreements: await Promise.all(agreements.map((a) => toAgreementView(db, a))),
    allowedTransitions: [...MEDIATOR_TRANSITIONS[row.status]],
    canDraftAgreement: AGREEMENT_DRAFT_FROM.includes(row.status) && row.respondentState === 'taking_part',
    respondent,
  };
}
