// One party signs the agreement (issue 15 §4): either party first; the second signature completes it, renders the
// PDF with both signatures and its audit page, and moves the case to `signed`. Independent of who asks (the
// applicant's session or the respondent's private link): the endpoints pass the party and the signer.
import type { CaseParty, SignatureMethod, SignerIdentityView } from '@platform/contracts';
import { type Db, eq, mediationAgreementEvents, mediationAgreementSignatures, mediationAgreements } from '@platform/db';
import { PDFDocument } from 'pdf-lib';
import type { DomainEvents } from '../../core/events/domain-events.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { renderAgreementPdf } from './agreement-pdf.ts';
import { sha256Hex } from './agreement-text.ts';
import { type AgreementWithCase, agreementById, pdfInputOf, signaturesOf } from './agreements-repo.ts';
import { caseById, moveCase } from './cases-repo.ts';
import { clearCaseDeadline, DAY_MS, setCaseDeadline } from './deadlines.ts';

export interface SignAgreementInput {
  agreementId: number;
  party: CaseParty;
  /** The signing user's account; null for a respondent signing through their private link. */
  signerUserId: number | null;
  /** Who the service established the party to be (signerIdentityOf); null refuses the signature. */
  identity: SignerIdentityView | null;
  /** A name the client sent anyway: it must be the identity's name, or nothing is signed. */
  typedName?: string | undefined;
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
  /** Once complete with a payment: by when it is due and by when the applicant confirms it arrived. */
  payment: { amount: string; currency: string; payBy: Date; confirmBy: Date } | null;
  caseId: number;
  trackingNumber: string;
  party: CaseParty;
  agreement: AgreementWithCase;
}

const OTHER: Record<CaseParty, CaseParty> = { applicant: 'respondent', respondent: 'applicant' };

/** Names compared as a person reads them: case, spacing and accents aside. */
const sameName = (a: string, b: string) => {
  const plain = (v: string) =>
    v.normalize('NFKD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLocaleLowerCase('en');
  return plain(a) === plain(b);
};

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
  const identity = input.identity;
  if (!identity) throw AppError.conflict('realNameRequiredToSign', 'signerName');
  // The signature is in the identity the service established; a different typed name is refused, never used.
  if (input.typedName && !sameName(input.typedName, identity.name))
    throw AppError.conflict('signerNameNotYours', 'signerName');
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
      signerName: identity.name,
      signerEmail: identity.email,
      identityCheck: identity.check,
      identityCheckedAt: identity.checkedAt ? new Date(identity.checkedAt) : null,
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
  let payment: SignAgreementResult['payment'] = null;
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
    if (agreement.settlementAmount !== null && agreement.settlementCurrency !== null) {
      // Signed is not settled: the applicant confirms the agreed payment arrived, by a deadline stated in advance
      // (the agreement's days to pay, then the confirmation window).
      const payBy = new Date(signedAt.getTime() + (agreement.paymentDueDays ?? 0) * DAY_MS);
      const confirmBy = await setCaseDeadline(tx, locked.id, 'payment_confirmation', payBy);
      payment = { amount: agreement.settlementAmount, currency: agreement.settlementCurrency, payBy, confirmBy };
    } else {
      await clearCaseDeadline(tx, locked.id);
    }
  }
  return {
    completed,
    payment,
    caseId: locked.id,
    trackingNumber: locked.trackingNumber,
    party: input.party,
    agreement: await agreementById(tx, agreement.id),
  };
}

/**
 * Tells the parties, once the signing transaction committed: the other party that one has signed, or both that the
 * agreement is complete; with an agreed payment, the applicant is asked to confirm when it arrives (and by when), and
 * the respondent to pay as agreed.
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
  if (signed.payment) {
    events.publish({
      type: 'mediation.notice',
      caseId: signed.caseId,
      kind: 'payment_confirmation_requested',
      parties: ['applicant', 'respondent'],
      params: {
        ...params,
        amount: signed.payment.amount,
        currency: signed.payment.currency,
        payBy: signed.payment.payBy.toISOString(),
        confirmBy: signed.payment.confirmBy.toISOString(),
      },
    });
  }
}
