// Real-name submissions: the latest is the user's state; views for the owner (ID masked) and for reviewers.
import {
  type AdminRealNameView,
  KYC_REVIEW_HOURS,
  type RealInfoView,
  type RealNameSubmissionView,
} from '@platform/contracts';
import {
  type Db,
  desc,
  eq,
  inArray,
  type RealNameSubmissionRow,
  readAll,
  realNameSubmissions,
  users,
} from '@platform/db';
import { fileRefs, pathOf } from '../../core/files/file-refs.ts';
import { AppError } from '../../lib/app-error.ts';

export async function latestSubmission(db: Db, userId: number): Promise<RealNameSubmissionRow | undefined> {
  const [row] = await db
    .select()
    .from(realNameSubmissions)
    .where(eq(realNameSubmissions.userId, userId))
    .orderBy(desc(realNameSubmissions.id))
    .limit(1);
  return row;
}

/** One submission, locked FOR UPDATE when `lock` (a review), or 404. */
export async function submissionById(db: Db, id: number, lock = false): Promise<RealNameSubmissionRow> {
  const query = db.select().from(realNameSubmissions).where(eq(realNameSubmissions.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw AppError.notFound();
  return row;
}

/** All but the last four characters hidden. */
export const maskIdNumber = (id: string) => `${'*'.repeat(Math.max(id.length - 4, 0))}${id.slice(-4)}`;

const imagesOf = (row: RealNameSubmissionRow) =>
  row.backImage === null ? [row.frontImage] : [row.frontImage, row.backImage];

/** The rows' ID images, each as stored (or a placeholder for one since removed), from one read of the files. */
async function imagesOfRows(db: Db, rows: readonly RealNameSubmissionRow[]) {
  const refs = await fileRefs(db, [...new Set(rows.flatMap(imagesOf))]);
  const byPath = new Map(refs.map((r) => [r.path, r]));
  const find = (name: string) =>
    byPath.get(pathOf(name)) ?? { path: pathOf(name), name: null, mime: 'image/png', size: 0 };
  return rows.map((row) => ({
    frontImage: find(row.frontImage),
    backImage: row.backImage === null ? null : find(row.backImage),
  }));
}

/** Pending past the promised review time. */
export const isOverdue = (row: RealNameSubmissionRow, now = Date.now()) =>
  row.status === 'pending' && now - row.createdAt.getTime() > KYC_REVIEW_HOURS * 3_600_000;

function submissionViewOf(
  row: RealNameSubmissionRow,
  images: Pick<RealNameSubmissionView, 'frontImage' | 'backImage'>,
): RealNameSubmissionView {
  return {
    id: row.id,
    fullName: row.fullName,
    firstName: row.firstName,
    lastName: row.lastName,
    idType: row.idType,
    idNumberMasked: maskIdNumber(row.idNumber),
    country: row.country,
    ...images,
    submittedAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    rejectReason: row.rejectReason,
  };
}

export async function toSubmissionView(db: Db, row: RealNameSubmissionRow): Promise<RealNameSubmissionView> {
  const [images] = await imagesOfRows(db, [row]);
  return submissionViewOf(row, images!);
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
  const [people, images] = await readAll(db, [
    () =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select({ id: users.id, email: users.email, username: users.username })
            .from(users)
            .where(inArray(users.id, ids)),
    () => imagesOfRows(db, rows),
  ]);
  const byId = new Map(people.map((p) => [p.id, p]));
  return rows.map((row, i) => {
    const { idNumberMasked: _, ...view } = submissionViewOf(row, images[i]!);
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
  });
}
