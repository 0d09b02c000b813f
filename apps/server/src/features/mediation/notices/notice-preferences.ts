// A user's choice of e-mail per kind of case notice (issue 15 §5). No row means on; the required kinds are always on,
// whatever is stored (the notifier checks the same list).
import {
  CASE_NOTICE_KINDS,
  type NoticePreferenceView,
  REQUIRED_CASE_NOTICES,
  type UpdateNoticePreferenceBody,
} from '@platform/contracts';
import { type Db, eq, mediationEmailPreferences } from '@platform/db';

/** Every kind, in the contracts' order, as it applies to this user. */
export async function noticePreferenceViews(db: Db, userId: number): Promise<NoticePreferenceView[]> {
  const rows = await db
    .select({ kind: mediationEmailPreferences.kind, email: mediationEmailPreferences.email })
    .from(mediationEmailPreferences)
    .where(eq(mediationEmailPreferences.userId, userId));
  return CASE_NOTICE_KINDS.map((kind) => {
    const required = REQUIRED_CASE_NOTICES.includes(kind);
    return { kind, required, email: required || (rows.find((r) => r.kind === kind)?.email ?? true) };
  });
}

/** Stores the user's choice for one kind (the body's schema already refuses a required kind off). */
export async function setNoticePreference(db: Db, userId: number, body: UpdateNoticePreferenceBody): Promise<void> {
  await db
    .insert(mediationEmailPreferences)
    .values({ userId, kind: body.kind, email: body.email })
    .onConflictDoUpdate({
      target: [mediationEmailPreferences.userId, mediationEmailPreferences.kind],
      set: { email: body.email },
    });
}
