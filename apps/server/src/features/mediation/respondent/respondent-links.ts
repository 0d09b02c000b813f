// The respondent's private links: single-purpose (this case's respondent page), unguessable (32 random bytes, only
// their SHA-256 kept), expiring, revocable, and replaced by a newer one. A link that does not open answers 404 with
// one message, whatever the reason, so a guesser learns nothing.
import { CODES, MESSAGES, RESPONDENT_LINK_DAYS, type RespondentChannel } from '@platform/contracts';
import {
  and,
  type Db,
  desc,
  eq,
  gt,
  isNull,
  type MediationCaseRow,
  type MediationRespondentLinkRow,
  mediationCases,
  mediationRespondentLinks,
} from '@platform/db';
import { AppError } from '../../../lib/app-error.ts';
import { randomToken, sha256 } from '../../../lib/secrets.ts';
import { DAY_MS } from '../deadlines.ts';

export const respondentUrl = (publicUrl: string, token: string) => `${publicUrl}/portal/#/respond/${token}`;

/** Ends every open link of the case; answers how many it ended. */
export async function revokeRespondentLinks(tx: Db, caseId: number, at = new Date()): Promise<number> {
  const ended = await tx
    .update(mediationRespondentLinks)
    .set({ revokedAt: at })
    .where(and(eq(mediationRespondentLinks.caseId, caseId), isNull(mediationRespondentLinks.revokedAt)))
    .returning({ id: mediationRespondentLinks.id });
  return ended.length;
}

/** A new link for the case, replacing any earlier one; the token is returned once and never stored. */
export async function createRespondentLink(
  tx: Db,
  input: { caseId: number; channel: RespondentChannel; note: string | null; sentBy: number },
): Promise<{ token: string; expiresAt: Date }> {
  const now = new Date();
  await revokeRespondentLinks(tx, input.caseId, now);
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + RESPONDENT_LINK_DAYS * DAY_MS);
  await tx.insert(mediationRespondentLinks).values({
    caseId: input.caseId,
    tokenSha256: sha256(token),
    channel: input.channel,
    note: input.note,
    sentBy: input.sentBy,
    createdAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

export const linkRefused = () => {
  const message = MESSAGES.respondentLinkInvalid.en;
  return new AppError(CODES.notFound, 'respondentLinkInvalid', message, [{ field: 'token', message }]);
};

/**
 * The case a token opens (locked for update when asked), or 404. A case that has ended keeps its link readable, so
 * the respondent can still read the outcome and download the agreement, until the link expires.
 */
export async function caseOfToken(
  db: Db,
  token: string,
  lock = false,
): Promise<{ row: MediationCaseRow; link: MediationRespondentLinkRow }> {
  const query = db
    .select({ row: mediationCases, link: mediationRespondentLinks })
    .from(mediationRespondentLinks)
    .innerJoin(mediationCases, eq(mediationCases.id, mediationRespondentLinks.caseId))
    .where(
      and(
        eq(mediationRespondentLinks.tokenSha256, sha256(token)),
        isNull(mediationRespondentLinks.revokedAt),
        gt(mediationRespondentLinks.expiresAt, new Date()),
      ),
    )
    .limit(1);
  const [found] = lock ? await query.for('update', { of: mediationCases }) : await query;
  if (!found) throw linkRefused();
  return found;
}

/** Records the first opening (the audit's "opened by the respondent"). */
export async function markLinkOpened(db: Db, link: MediationRespondentLinkRow): Promise<void> {
  if (link.firstOpenedAt) return;
  await db
    .update(mediationRespondentLinks)
    .set({ firstOpenedAt: new Date() })
    .where(and(eq(mediationRespondentLinks.id, link.id), isNull(mediationRespondentLinks.firstOpenedAt)));
}

/** The case's newest link, for the back office. */
export async function latestRespondentLink(db: Db, caseId: number): Promise<MediationRespondentLinkRow | undefined> {
  const [link] = await db
    .select()
    .from(mediationRespondentLinks)
    .where(eq(mediationRespondentLinks.caseId, caseId))
    .orderBy(desc(mediationRespondentLinks.id))
    .limit(1);
  return link;
}
