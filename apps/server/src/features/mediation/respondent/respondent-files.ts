// The respondent's files: they have no account, so what they upload through their link is named for its case. A
// file's id carries a MAC of the case under the server's secret, so the message door can tell, with no table, that a
// file came through this case's link (a file of another case, or a guessed name, is refused). What they may open is
// what the thread shows them: attachments of messages for both parties or for them alone, never a caucus with the
// applicant, never another case's.
import { randomBytes } from 'node:crypto';
import {
  and,
  type Db,
  eq,
  inArray,
  isNull,
  type MediationCaseRow,
  mediationMessages,
  sql,
  storedFiles,
} from '@platform/db';
import { storedNameOf } from '../../../core/files/file-refs.ts';
import { AppError } from '../../../lib/app-error.ts';
import { keyedHash, sameHash } from '../../../lib/secrets.ts';

const USE = 'respondent-upload';
const macOf = (secret: string, caseId: number, nonce: string) =>
  keyedHash(secret, USE, `${caseId}:${nonce}`).slice(0, 16);

/** A UUID-shaped id: 64 random bits, then 64 bits of MAC binding them to the case. */
export function respondentUploadId(secret: string, caseId: number): string {
  const nonce = randomBytes(8).toString('hex');
  const hex = nonce + macOf(secret, caseId, nonce);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Whether a stored name was made by respondentUploadId for this case. */
export function isRespondentUploadOf(secret: string, caseId: number, storedName: string): boolean {
  const hex = (storedName.split('.')[0] ?? '').replaceAll('-', '');
  if (!/^[0-9a-f]{32}$/.test(hex)) return false;
  return sameHash(hex.slice(16), macOf(secret, caseId, hex.slice(0, 16)));
}

/**
 * The stored names of the attachments of a respondent's message: each uploaded through this case's link. Any other is
 * refused on its field (`attachments.<index>`), as a user's message refuses a file that is not theirs.
 */
export async function respondentAttachments(
  db: Db,
  secret: string,
  caseId: number,
  paths: readonly string[],
): Promise<string[]> {
  const names = [...new Set(paths.map(storedNameOf))];
  if (names.length === 0) return [];
  const rows = await db
    .select({ storedName: storedFiles.storedName })
    .from(storedFiles)
    .where(and(inArray(storedFiles.storedName, names), isNull(storedFiles.ownerId)));
  const found = new Set(rows.map((r) => r.storedName));
  names.forEach((name, index) => {
    if (!found.has(name) || !isRespondentUploadOf(secret, caseId, name))
      throw AppError.badRequest('fileNotYours', `attachments.${index}`);
  });
  return names;
}

/** The stored names of the evidence the applicant shares with the respondent (still part of the claim). */
export const sharedEvidenceOf = (row: MediationCaseRow): string[] =>
  row.evidenceShared.filter((name) => row.evidence.includes(name));

/**
 * Whether the respondent of the case may open the stored file: evidence the applicant shares with them, once they take
 * part; or a file attached to a message they can read.
 */
export async function respondentMayRead(db: Db, row: MediationCaseRow, storedName: string): Promise<boolean> {
  if (sharedEvidenceOf(row).includes(storedName)) return row.respondentState === 'taking_part';
  const caseId = row.id;
  const [message] = await db
    .select({ id: mediationMessages.id })
    .from(mediationMessages)
    .where(
      and(
        eq(mediationMessages.caseId, caseId),
        inArray(mediationMessages.audience, ['all', 'respondent']),
        sql`${storedName} = any(${mediationMessages.attachments})`,
      ),
    )
    .limit(1);
  return message !== undefined;
}
