// The mediators' views of a case: the applicant, the assignment, and for the detail its reports and agreements.
import {
  type AdminCaseRowView,
  type AdminCaseView,
  AGREEMENT_DRAFT_FROM,
  MEDIATOR_TRANSITIONS,
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

async function applicants(db: Db, userIds: readonly number[]) {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map<number, AdminCaseRowView['applicant']>();
  const [people, submissions] = await Promise.all([
    db.select({ id: users.id, email: users.email, username: users.username }).from(users).where(inArray(users.id, ids)),
    db
      .select({ userId: realNameSubmissions.userId, status: realNameSubmissions.status })
      .from(realNameSubmissions)
      .where(inArray(realNameSubmissions.userId, ids))
      .orderBy(desc(realNameSubmissions.id)),
  ]);
  const realName = new Map<number, string>();
  for (const s of submissions) if (!realName.has(s.userId)) realName.set(s.userId, s.status);
  return new Map(
    people.map((p) => [
      p.id,
      { userId: p.id, email: p.email, username: p.username, realNameStatus: realName.get(p.id) ?? 'none' },
    ]),
  );
}

export async function toAdminCaseRows(db: Db, rows: readonly MediationCaseRow[]): Promise<AdminCaseRowView[]> {
  const [people, names, cases] = await Promise.all([
    applicants(
      db,
      rows.map((r) => r.userId),
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

export async function toAdminCaseView(db: Db, row: MediationCaseRow): Promise<AdminCaseView> {
  const [detail, people, reports, agreements, respondent] = await Promise.all([
    toCaseDetail(db, row),
    applicants(db, [row.userId]),
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
