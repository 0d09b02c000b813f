// One party signs the agreement (issue 15 §4): either party first; the second signature completes it, renders the
// PDF with both signatures and its audit page, and moves the case to `signed`. Independent of who asks (the
// applicant's session or the respondent's private link): the endpoints pass the party and the signer.
import type { CaseParty, SignatureMethod } from '@platform/contracts';
import { type Db, eq, mediationAgreementEvents, mediationAgreementSignatures, mediationAgreements } from '@platform/db';
import { PDFDocument } from 'pdf-lib';
import type { DomainEvents } from '../../core/events/domain-events.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { renderAgreementPdf } from './agreement-pdf.ts';
import { sha256Hex } from './agreement-text.ts';
import { type AgreementWithCase, agreementById, pdfInputOf, signaturesOf } from './agreements-repo.ts';
import { caseById, moveCase } from './cases-repo.ts';
import { clearCaseDeadline } from './deadlines.ts';

export interface SignAgreementInput {
  agreementId: number;
  party: CaseParty;
  /** The signing user's account; null for a respondent signing through their private link. */
  signerUserId: number | null;
  signerName: string;
  method: SignatureMethod;
  /** data:image/png;base64,… */
  image: string;
  /** The SHA-256 of the text the signer read. */
  textSha256: string;
  ip: string | null;
  userAgent: string | null;
}

export interface SignAgreementResult {
  /** Both parties have now signed. */
  completed: boolean;
  caseId: number;
  trackingNumber: string;
  party: CaseParty;
  agreement: AgreementWithCase;
}

const OTHER: Record<CaseParty, CaseParty> = { applicant: 'respondent', respondent: 'applicant' };

/** Whether the data URL holds a PNG that the PDF can embed. */
async function isEmbeddablePng(image: string): Promise<boolean> {
  try {
    const doc = await PDFDocument.create();
    await doc.embedPng(Buffer.from(image.slice(image.indexOf(',') + 1), 'base64'));
    return true;
  } catch {
    return false;
  }
}

/**
 * Records `party`'s signature inside the caller's transaction. Refuses (nothing kept): an image that is not a real
 * PNG (400 signatureInvalid), an agreement not awaiting signature or a case not at `agreement_drafted` (409
 * agreementNotAwaitingSignature), a text hash that is not the agreement's (409 agreementChanged), a party that
 * already signed (409 agreementAlreadySigned). Locks the case, then the agreement, as drafting does.
 */
export async function signAgreement(tx: Db, input: SignAgreementInput): Promise<SignAgreementResult> {
  if (!(await isEmbeddablePng(input.image))) throw AppError.badRequest('signatureInvalid', 'image');
  const found = await agreementById(tx, input.agreementId);
  const locked = await caseById(tx, found.agreement.caseId, true);
  const [agreement] = await tx
    .select()
    .from(mediationAgreements)
    .where(eq(mediationAgreements.id, input.agreementId))
    .for('update');
  if (agreement?.status !== 'awaiting_signature' || locked.status !== 'agreement_drafted')
    throw AppError.conflict('agreementNotAwaitingSignature', 'id');
  if (input.textSha256 !== agreement.textSha256 || sha256Hex(agreement.text) !== agreement.textSha256)
    throw AppError.conflict('agreementChanged', 'textSha256');
  const before = await signaturesOf(tx, agreement.id);
  if (before.some((s) => s.party === input.party)) throw AppError.conflict('agreementAlreadySigned', 'id');

  const signedAt = new Date();
  try {
    await tx.insert(mediationAgreementSignatures).values({
      agreementId: agreement.id,
      party: input.party,
      signerUserId: input.signerUserId,
      signerName: input.signerName,
      signatureMethod: input.method,
      signatureImage: input.image,
      textSha256: agreement.textSha256,
      signedAt,
      ip: input.ip,
      userAgent: input.userAgent,
    });
  } catch (error) {
    // Only reachable by a writer that skipped the case lock; the unique key still keeps one signature per party.
    if (isUniqueViolation(error)) throw AppError.conflict('agreementAlreadySigned', 'id');
    throw error;
  }
  await tx.insert(mediationAgreementEvents).values({
    agreementId: agreement.id,
    event: 'signed',
    party: input.party,
    actorId: input.signerUserId,
    ip: input.ip,
    userAgent: input.userAgent,
    createdAt: signedAt,
  });

  const completed = before.some((s) => s.party === OTHER[input.party]);
  if (completed) {
    await tx
      .update(mediationAgreements)
      .set({ status: 'signed', completedAt: signedAt })
      .where(eq(mediationAgreements.id, agreement.id));
    await tx
      .insert(mediationAgreementEvents)
      .values({ agreementId: agreement.id, event: 'completed', createdAt: signedAt });
    // The completed PDF as first produced: its hash is kept, so any later download can be checked against it.
    let pdf: Uint8Array;
    try {
      pdf = await renderAgreementPdf(await pdfInputOf(tx, await agreementById(tx, agreement.id)));
    } catch {
      throw AppError.badRequest('signatureInvalid', 'image');
    }
    await tx
      .update(mediationAgreements)
      .set({ signedPdfSha256: sha256Hex(pdf) })
      .where(eq(mediationAgreements.id, agreement.id));
    const actor =
      input.signerUserId === null
        ? { id: null, kind: 'system' as const }
        : { id: input.signerUserId, kind: 'user' as const };
    await moveCase(tx, locked, 'signed', actor, null);
    await clearCaseDeadline(tx, locked.id);
  }
  return {
    completed,
    caseId: locked.id,
    trackingNumber: locked.trackingNumber,
    party: input.party,
    agreement: await agreementById(tx, agreement.id),
  };
}

/**
 * Tells the parties, once the signing transaction committed: the other party that one has signed, or both that the
 * agreement is complete.
 */
export function publishSigningNotice(events: DomainEvents, signed: SignAgreementResult): void {
  const params = { agreementId: String(signed.agreement.agreement.id), trackingNumber: signed.trackingNumber };
  events.publish(
    signed.completed
      ? {
          type: 'mediation.notice',
          caseId: signed.caseId,
          kind: 'agreement_completed',
          parties: ['applicant', 'respondent'],
          params,
        }
      : {
          type: 'mediation.notice',
          caseId: signed.caseId,
          kind: 'agreement_signed_by_other',
          parties: [OTHER[signed.party]],
          params,
        },
  );
}
