// Which operators may read a user's private file: those whose role handles the queue the file was handed in to (a
// real-name photo to the real-name reviewers, a deposit receipt to the money reviewers, evidence to the mediators...).
// The roles are the callers of that queue's endpoints in contracts, so a queue given to another role moves its files too.
import {
  feedbackAdminApi,
  mediationAdminApi,
  moneyAdminApi,
  type Role,
  realNameAdminApi,
  supportAdminApi,
} from '@platform/contracts';
import {
  type Db,
  deposits,
  eq,
  feedbackItems,
  mediationCases,
  mediationMessages,
  mediationReports,
  or,
  realNameSubmissions,
  sql,
  supportMessages,
} from '@platform/db';
import { pathOf } from '../../core/files/file-refs.ts';

interface StoredFile {
  id: string;
  storedName: string;
}

interface FileUse {
  /** The operator roles that work the queue this use belongs to. */
  roles: readonly Role[];
  /** Whether `file` is handed in through this use. */
  holds: (db: Db, file: StoredFile) => Promise<boolean>;
}

const any = async (rows: Promise<unknown[]>) => (await rows).length > 0;

const FILE_USES: readonly FileUse[] = [
  {
    roles: realNameAdminApi.submission.caller.roles,
    holds: (db, { storedName }) =>
      any(
        db
          .select({ id: realNameSubmissions.id })
          .from(realNameSubmissions)
          .where(or(eq(realNameSubmissions.frontImage, storedName), eq(realNameSubmissions.backImage, storedName)))
          .limit(1),
      ),
  },
  {
    roles: moneyAdminApi.deposits.approve.caller.roles,
    holds: (db, { id, storedName }) =>
      any(
        db
          .select({ id: deposits.id })
          .from(deposits)
          .where(or(eq(deposits.receiptFileId, id), eq(deposits.receiptPath, pathOf(storedName))))
          .limit(1),
      ),
  },
  {
    // Evidence, the case thread (the respondent's uploads too) and the mediators' reports.
    roles: mediationAdminApi.case.caller.roles,
    holds: async (db, { storedName }) =>
      (await any(
        db
          .select({ id: mediationCases.id })
          .from(mediationCases)
          .where(sql`${storedName} = any(${mediationCases.evidence})`)
          .limit(1),
      )) ||
      (await any(
        db
          .select({ id: mediationMessages.id })
          .from(mediationMessages)
          .where(sql`${storedName} = any(${mediationMessages.attachments})`)
          .limit(1),
      )) ||
      (await any(
        db
          .select({ id: mediationReports.id })
          .from(mediationReports)
          .where(sql`${storedName} = any(${mediationReports.attachments})`)
          .limit(1),
      )),
  },
  {
    roles: feedbackAdminApi.find.caller.roles,
    holds: (db, { storedName }) =>
      any(db.select({ id: feedbackItems.id }).from(feedbackItems).where(eq(feedbackItems.image, storedName)).limit(1)),
  },
  {
    roles: supportAdminApi.messages.caller.roles,
    holds: (db, { storedName }) =>
      any(
        db
          .select({ id: supportMessages.id })
          .from(supportMessages)
          .where(eq(supportMessages.attachment, pathOf(storedName)))
          .limit(1),
      ),
  },
];

/**
 * Whether an operator with `roles` may read someone else's private `file`: only through a queue their role works. A file
 * handed in nowhere yet (uploaded, not sent) is its owner's alone.
 */
export async function operatorMayRead(db: Db, roles: readonly string[], file: StoredFile): Promise<boolean> {
  for (const use of FILE_USES) {
    if (use.roles.some((role) => roles.includes(role)) && (await use.holds(db, file))) return true;
  }
  return false;
}
