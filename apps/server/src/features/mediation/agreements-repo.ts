// Reading agreements: ownership through the case, views with their audit trail, and the PDF's input.
import type { AgreementView } from '@platform/contracts';
import {
  and,
  asc,
  type Db,
  desc,
  eq,
  type MediationAgreementRow,
  mediationAgreementEvents,
  mediationAgreements,
  mediationCases,
} from '@platform/db';
import { userNames } from '../../core/identity/user-names.ts';
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

/** Every agreement of a case, newest version first. */
export async function agreementsOfCase(db: Db, caseId: number): Promise<AgreementWithCase[]> {
  return withCase(db).where(eq(mediationAgreements.caseId, caseId)).orderBy(desc(mediationAgreements.version));
}

async function eventsOf(db: Db, agreementId: number) {
  const events = await db
    .select()
    .from(mediationAgreementEvents)
    .where(eq(mediationAgreementEvents.agreementId, agreementId))
    .orderBy(asc(mediationAgreementEvents.id));
  const names = await userNames(
    db,
    events.map((e) => e.actorId),
  );
  return events.map((e) => ({
    event: e.event,
    at: e.createdAt,
    actorName: e.actorId === null ? null : (names.get(e.actorId) ?? null),
    ip: e.ip,
    userAgent: e.userAgent,
  }));
}

export async function toAgreementView(
  db: Db,
  { agreement: a, trackingNumber }: AgreementWithCase,
): Promise<AgreementView> {
  const [events, names] = await Promise.all([eventsOf(db, a.id), userNames(db, [a.draftedBy])]);
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
    status: a.status,
    draftedAt: a.draftedAt.toISOString(),
    draftedBy: a.draftedBy === null ? null : (names.get(a.draftedBy) ?? null),
    signature:
      a.signedAt && a.signerName && a.signatureImage && a.signatureMethod
        ? {
            signerName: a.signerName,
            method: a.signatureMethod,
            image: a.signatureImage,
            signedAt: a.signedAt.toISOString(),
            ip: a.signedIp,
            userAgent: a.signedUserAgent,
            textSha256: a.textSha256,
            signedPdfSha256: a.signedPdfSha256,
          }
        : null,
    events: events.map((e) => ({ ...e, at: e.at.toISOString() })),
  };
}

export async function pdfInputOf(db: Db, { agreement: a, trackingNumber }: AgreementWithCase): Promise<PdfAgreement> {
  return {
    trackingNumber,
    version: a.version,
    title: a.title,
    text: a.text,
    textSha256: a.textSha256,
    draftedAt: a.draftedAt,
    signature:
      a.signedAt && a.signerName && a.signatureImage && a.signatureMethod
        ? {
            signerName: a.signerName,
            image: a.signatureImage,
            method: a.signatureMethod,
            signedAt: a.signedAt,
            ip: a.signedIp,
            userAgent: a.signedUserAgent,
          }
        : null,
    events: await eventsOf(db, a.id),
  };
}
