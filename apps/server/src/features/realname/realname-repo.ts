// Real-name submissions: the latest is the user's state; views for the owner (ID masked) and for reviewers.
import {
  type AdminRealNameView,
  KYC_REVIEW_HOURS,
  type RealInfoView,
  type RealNameSubmissionView,
} from '@platform/contracts';
import { type Db, desc, eq, inArray, type RealNameSubmissionRow, realNameSubmissions, users } from '@platform/db';
import { fileRefs, pathOf } from '../../core/files/file-refs.ts';

export async function latestSubmission(db: Db, userId: number): Promise<RealNameSubmissionRow | undefined> {
  const [row] = await db
    .select()
    .from(realNameSubmissions)
    .where(eq(realNameSubmissions.userId, userId))
    .orderBy(desc(realNameSubmissions.id))
    .limit(1);
  return row;
}

/** All but the last four characters hidden. */
export const maskIdNumber = (id: string) => `${'*'.repeat(Math.max(id.length - 4, 0))}${id.slice(-4)}`;

async function images(db: Db, row: RealNameSubmissionRow) {
  const refs = await fileRefs(db, row.backImage === null ? [row.frontImage] : [row.frontImage, row.backImage]);
  const find = (name: string) =>
    refs.find((r) => r.path === pathOf(name)) ?? { path: pathOf(name), name: null, mime: 'image/png', size: 0 };
  return { frontImage: find(row.frontImage), backImage: row.backImage === null ? null : find(row.backImage) };
}

/** Pending past the promised review time. */
export const isOverdue = (row: RealNameSubmissionRow, now = Date.now()) =>
  row.status === 'pending' && now - row.createdAt.getTime() > KYC_REVIEW_HOURS * 3_600_000;

export async function toSubmissionView(db: Db, row: RealNameSubmissionRow): Promise<RealNameSubmissionView> {
  return {
    id: row.id,
    fullName: row.fullName,
    firstName: row.firstName,
    lastName: row.lastName,
    idType: row.idType,
    idNumberMasked: maskIdNumber(row.idNumber),
    country: row.country,
    ...(await images(db, row)),
    submittedAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    rejectReason: row.rejectReason,
  };
}

export async function toRealInfo(db: Db, row: RealNameSubmissionRow | undefined): Promise<RealInfoView> {
  return row
    ? { status: row.status, submission: await toSubmissionView(db, row) }
    : { status: 'none', submission: null };
}

export async function toAdminRealNameViews(
  db: Db,
  rows: readonly RealNameSubmissionRow[],
): Promise<AdminRealNameView[]> {
  const ids = [...new Set(rows.flatMap((r) => (r.reviewerId === null ? [r.userId] : [r.userId, r.reviewerId])))];
  const people =
    ids.length === 0
      ? []
      : await db
          .select({ id: users.id, email: users.email, username: users.username })
          .from(users)
          .where(inArray(users.id, ids));
  const byId = new Map(people.map((p) => [p.id, p]));
  return Promise.all(
    rows.map(async (row) => {
      const { idNumberMasked: _, ...view } = await toSubmissionView(db, row);
      const user = byId.get(row.userId);
      const reviewer = row.reviewerId === null ? undefined : byId.get(row.reviewerId);
      return {
        ...view,
        userId: row.userId,
        userEmail: user?.email ?? '',
        username: user?.username ?? null,
        idNumber: row.idNumber,
        status: row.status,
        reviewerName: reviewer ? (reviewer.username ?? reviewer.email.split('@')[0]!) : null,
        overdue: isOverdue(row),
      };
    }),
  );
}
