// Reading agreements: ownership through the case, views with their audit trail, and the PDF's input.
import type { AgreementView, CaseParty, Role, SignerIdentityView } from '@platform/contracts';
import {
  and,
  asc,
  type Db,
  desc,
  eq,
  inArray,
  type MediationAgreementRow,
  type MediationAgreementSignatureRow,
  type MediationCaseRow,
  mediationAgreementEvents,
  mediationAgreementSignatures,
  mediationAgreements,
  mediationCases,
  ne,
  readAll,
  realNameSubmissions,
  users,
} from '@platform/db';
import { AppError } from '../../lib/app-error.ts';
import type { PdfAgreement } from './agreement-pdf.ts';

export interface AgreementWithCase {
  agreement: MediationAgreementRow;
  trackingNumber: string;
  userId: number;
}

const withCase = (db: Db) =>
  db
    .select({
      agreement: mediationAgreements,
      trackingNumber: mediationCases.trackingNumber,
      userId: mediationCases.userId,
    })
    .from(mediationAgreements)
    .innerJoin(mediationCases, eq(mediationCases.id, mediationAgreements.caseId));

export async function agreementById(db: Db, id: number): Promise<AgreementWithCase> {
  const [row] = await withCase(db).where(eq(mediationAgreements.id, id)).limit(1);
  if (!row) throw AppError.notFound();
  return row;
}

/** An agreement of one of the user's cases, or 404. */
export async function ownAgreement(db: Db, userId: number, id: number): Promise<AgreementWithCase> {
  const [row] = await withCase(db)
    .where(and(eq(mediationAgreements.id, id), eq(mediationCases.userId, userId)))
    .limit(1);
  if (!row) throw AppError.notFound();
  return row;
}

/** Every agreement of the user's cases, newest first. */
export async function agreementsOfUser(db: Db, userId: number): Promise<AgreementWithCase[]> {
  return withCase(db)
    .where(eq(mediationCases.userId, userId))
    .orderBy(desc(mediationAgreements.draftedAt), desc(mediationAgreements.id));
}

/** The case's current agreement: its latest version that was not withdrawn, or null. */
export async function currentAgreementOfCase(db: Db, caseId: number): Promise<AgreementWithCase | null> {
  const [row] = await withCase(db)
    .where(and(eq(mediationAgreements.caseId, caseId), ne(mediationAgreements.status, 'withdrawn')))
    .orderBy(desc(mediationAgreements.version))
    .limit(1);
  return row ?? null;
}

/** Every agreement of a case, newest version first. */
export async function agreementsOfCase(db: Db, caseId: number): Promise<AgreementWithCase[]> {
  return withCase(db).where(eq(mediationAgreements.caseId, caseId)).orderBy(desc(mediationAgreements.version));
}

/** The signatures on an agreement, the applicant's first. */
export async function signaturesOf(db: Db, agreementId: number): Promise<MediationAgreementSignatureRow[]> {
  const rows = await db
    .select()
    .from(mediationAgreementSignatures)
    .where(eq(mediationAgreementSignatures.agreementId, agreementId));
  return rows.sort((a, b) => (a.party === b.party ? 0 : a.party === 'applicant' ? -1 : 1));
}

/**
 * The audit trail. A party's own events name the party, not the account (a log-in name is nobody else's business);
 * the mediator's events name the mediator by name and role.
 */
async function eventsOf(db: Db, agreementId: number) {
  const events = await db
    .select()
    .from(mediationAgreementEvents)
    .where(eq(mediationAgreementEvents.agreementId, agreementId))
    .orderBy(asc(mediationAgreementEvents.id));
  const staffIds = events.flatMap((e) => (e.party === null || e.event === 'sent' ? [e.actorId] : []));
  const identities = await mediatorIdentities(db, staffIds);
  const staff = new Map([...identities].map(([id, who]) => [id, `${who.name}, ${ROLE_LABELS[who.role]}`]));
  return events.map((e) => ({
    event: e.event,
    party: e.party,
    at: e.createdAt,
    actorName: e.actorId !== null && (e.party === null || e.event === 'sent') ? (staff.get(e.actorId) ?? null) : null,
    ip: e.ip,
    userAgent: e.userAgent,
  }));
}

/** The role a drafter acts in, most specific first: a mediator who is also an admin drafts as a mediator. */
const DRAFTING_ROLES: readonly Role[] = ['mediator', 'admin', 'reviewer', 'support'];

export const ROLE_LABELS: Record<Role, string> = {
  mediator: 'Mediator',
  admin: 'Administrator',
  reviewer: 'Reviewer',
  support: 'Support agent',
};

/**
 * Each user's approved real-name verification (their latest approved submission): the legal name and when it was
 * approved. Users without one are left out.
 */
async function verifiedIdentities(
  db: Db,
  userIds: readonly number[],
): Promise<Map<number, { name: string; approvedAt: Date }>> {
  const identities = new Map<number, { name: string; approvedAt: Date }>();
  if (userIds.length === 0) return identities;
  const rows = await db
    .select({
      userId: realNameSubmissions.userId,
      fullName: realNameSubmissions.fullName,
      reviewedAt: realNameSubmissions.reviewedAt,
    })
    .from(realNameSubmissions)
    .where(and(inArray(realNameSubmissions.userId, [...new Set(userIds)]), eq(realNameSubmissions.status, 'approved')))
    .orderBy(desc(realNameSubmissions.id));
  for (const row of rows) {
    // Newest first: each user's latest approved submission counts.
    if (!identities.has(row.userId))
      identities.set(row.userId, { name: row.fullName, approvedAt: row.reviewedAt ?? new Date(0) });
  }
  return identities;
}

/** The user's legal name from their approved real-name verification, or null. */
export async function verifiedName(db: Db, userId: number): Promise<string | null> {
  return (await verifiedIdentity(db, userId))?.name ?? null;
}

/** The user's approved real-name verification: the legal name and when it was approved, or null. */
export async function verifiedIdentity(db: Db, userId: number): Promise<{ name: string; approvedAt: Date } | null> {
  return (await verifiedIdentities(db, [userId])).get(userId) ?? null;
}

/**
 * Who `party` signs a case's agreement as (issue 27 §5): the applicant in the name their real-name verification
 * approved, the respondent in the name and e-mail they confirmed (by a one-time code) when they took part. Null when
 * the service has not established it, and then they cannot sign.
 */
export async function signerIdentityOf(
  db: Db,
  row: MediationCaseRow,
  party: CaseParty,
): Promise<SignerIdentityView | null> {
  if (party === 'applicant') {
    const verified = await verifiedIdentity(db, row.userId);
    return verified
      ? { name: verified.name, email: null, check: 'real_name', checkedAt: verified.approvedAt.toISOString() }
      : null;
  }
  if (row.respondentState !== 'taking_part' || !row.respondentName || !row.respondentEmail) return null;
  return {
    name: row.respondentName,
    email: row.respondentEmail,
    check: 'email_code',
    checkedAt: row.respondentAnsweredAt?.toISOString() ?? null,
  };
}

const identityOfSignature = (s: MediationAgreementSignatureRow): SignerIdentityView | null =>
  s.identityCheck
    ? {
        name: s.signerName,
        email: s.signerEmail,
        check: s.identityCheck,
        checkedAt: s.identityCheckedAt?.toISOString() ?? null,
      }
    : null;

/**
 * Staff members with their roles and their own names, as parties may see them: the verified legal name, else the
 * display name (null without either). Two reads however many; unknown ids are left out.
 */
async function staffOf(db: Db, ids: readonly (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return [];
  // One after the other in a transaction (readAll): drafting reads its drafter inside its own.
  const [people, verified] = await readAll(db, [
    () =>
      db
        .select({ id: users.id, roles: users.roles, displayName: users.displayName })
        .from(users)
        .where(inArray(users.id, wanted)),
    () => verifiedIdentities(db, wanted),
  ]);
  const byId = new Map(people.map((p) => [p.id, p]));
  return wanted.flatMap((id) => {
    const user = byId.get(id);
    if (!user) return [];
    return [{ id, roles: user.roles, name: verified.get(id)?.name ?? (user.displayName || null) }];
  });
}

/**
 * The mediators as parties see them, by id: their verified legal name (an approved real-name submission), else the
 * display name an admin (or they themselves) set, and their role. Never their log-in name or e-mail: without either
 * name they are shown as "Mediator no. <user id>", the number the service gives every account.
 */
async function mediatorIdentities(
  db: Db,
  ids: readonly (number | null)[],
): Promise<Map<number, { name: string; role: Role }>> {
  return new Map(
    (await staffOf(db, ids)).map(({ id, roles, name }) => {
      const role = DRAFTING_ROLES.find((r) => roles.includes(r)) ?? 'mediator';
      return [id, { name: name ?? `${ROLE_LABELS[role]} no. ${id}`, role }];
    }),
  );
}

/** The mediator as parties see them (see mediatorIdentities), or null. */
export async function mediatorIdentity(db: Db, userId: number | null): Promise<{ name: string; role: Role } | null> {
  return userId === null ? null : ((await mediatorIdentities(db, [userId])).get(userId) ?? null);
}

/** Staff members' own names (see staffOf): those without one are left out, and shown by their role alone. */
export async function mediatorNames(db: Db, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  return new Map((await staffOf(db, ids)).flatMap(({ id, name }) => (name ? [[id, name] as const] : [])));
}

/**
 * The agreement as a party or the back office reads it. With `viewer` (the reading party and their case), it says
 * who that party signs as, while they have yet to sign.
 */
export async function toAgreementView(
  db: Db,
  { agreement: a, trackingNumber }: AgreementWithCase,
  viewer?: { party: CaseParty; row: MediationCaseRow },
): Promise<AgreementView> {
  const [events, signatures, drafter, signAs, row] = await Promise.all([
    eventsOf(db, a.id),
    signaturesOf(db, a.id),
    mediatorIdentity(db, a.draftedBy),
    viewer ? signerIdentityOf(db, viewer.row, viewer.party) : null,
    viewer?.row ??
      db
        .select()
        .from(mediationCases)
        .where(eq(mediationCases.id, a.caseId))
        .then(([r]) => r!),
  ]);
  const awaitsPayment = a.status === 'signed' && a.settlementAmount !== null;
  return {
    id: a.id,
    caseId: a.caseId,
    trackingNumber,
    version: a.version,
    title: a.title,
    text: a.text,
    textSha256: a.textSha256,
    settlementAmount: a.settlementAmount,
    settlementCurrency: a.settlementCurrency,
    paymentMethod: a.paymentMethod,
    paymentDetails: a.paymentDetails,
    paymentDueDays: a.paymentDueDays,
    status: a.status,
    draftedAt: a.draftedAt.toISOString(),
    draftedBy: drafter,
    signatures: signatures.map((s) => ({
      party: s.party,
      signerName: s.signerName,
      identity: identityOfSignature(s),
      method: s.signatureMethod,
      image: s.signatureImage,
      signedAt: s.signedAt.toISOString(),
      ip: s.ip,
      userAgent: s.userAgent,
      textSha256: s.textSha256,
    })),
    completedAt: a.completedAt?.toISOString() ?? null,
    signedPdfSha256: a.signedPdfSha256,
    events: events.map((e) => ({ ...e, at: e.at.toISOString() })),
    signAs: a.status === 'awaiting_signature' && !signatures.some((s) => s.party === viewer?.party) ? signAs : null,
    payment: awaitsPayment
      ? {
          confirmedAt: a.paymentConfirmedAt?.toISOString() ?? null,
          missingAt: a.paymentMissingAt?.toISOString() ?? null,
          confirmBy: row.deadlineKind === 'payment_confirmation' ? (row.deadlineAt?.toISOString() ?? null) : null,
        }
      : null,
  };
}

export async function pdfInputOf(db: Db, { agreement: a, trackingNumber }: AgreementWithCase): Promise<PdfAgreement> {
  // Sequential: signing renders inside its transaction.
  const events = await eventsOf(db, a.id);
  const signatures = await signaturesOf(db, a.id);
  return {
    trackingNumber,
    version: a.version,
    title: a.title,
    text: a.text,
    textSha256: a.textSha256,
    status: a.status,
    draftedAt: a.draftedAt,
    completedAt: a.completedAt,
    signatures: signatures.map((s) => ({
      party: s.party,
      signerName: s.signerName,
      identity: identityOfSignature(s),
      image: s.signatureImage,
      method: s.signatureMethod,
      signedAt: s.signedAt,
      ip: s.ip,
      userAgent: s.userAgent,
      textSha256: s.textSha256,
    })),
    events,
  };
}

/** Records `party`'s first reading of an agreement awaiting signature as `opened` (later readings add nothing). */
export async function recordAgreementOpened(
  db: Db,
  agreement: MediationAgreementRow,
  party: CaseParty,
  seenBy: { actorId: number | null; ip: string | null; userAgent: string | null },
): Promise<void> {
  if (agreement.status !== 'awaiting_signature') return;
  const [seen] = await db
    .select({ id: mediationAgreementEvents.id })
    .from(mediationAgreementEvents)
    .where(
      and(
        eq(mediationAgreementEvents.agreementId, agreement.id),
        eq(mediationAgreementEvents.event, 'opened'),
        eq(mediationAgreementEvents.party, party),
      ),
    )
    .limit(1);
  if (seen) return;
  await db.insert(mediationAgreementEvents).values({ agreementId: agreement.id, event: 'opened', party, ...seenBy });
}
