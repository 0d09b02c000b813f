// A mediation case's views as the back office's and the portal's tests render them: messages, settlement proposals and
// the agreement with its signatures, each filled with ordinary values that a test overrides where it matters.
import type { AgreementView, CaseMessageView, ProposalView } from '@platform/contracts';

/** A message to everyone, without attachments, sent on 25 Nov 2026 at 09:00 UTC. */
export const caseMessage = (
  over: Partial<CaseMessageView> & Pick<CaseMessageView, 'id' | 'author' | 'body'>,
): CaseMessageView => ({
  authorName: null,
  audience: 'all',
  attachments: [],
  createdAt: '2026-11-25T09:00:00.000Z',
  ...over,
});

/** An open proposal of USD 800.00, to be answered by 2 Dec 2026 at 12:00 UTC. */
export const caseProposal = (over: Partial<ProposalView> & Pick<ProposalView, 'id' | 'author'>): ProposalView => ({
  amount: '800.00',
  currency: 'USD',
  terms: 'Acme refunds USD 800.00 within 14 days.',
  respondBy: '2026-12-02T12:00:00.000Z',
  status: 'open',
  counterOf: null,
  answeredBy: null,
  answeredAt: null,
  answerNote: null,
  answers: [],
  createdAt: '2026-11-25T10:00:00.000Z',
  ...over,
});

type Signature = AgreementView['signatures'][number];

/** A party's typed signature of the text with hash `textSha256`, on 24 Nov 2026 at 10:00 UTC. */
export const agreementSignature = (party: Signature['party'], signerName: string, textSha256: string): Signature => ({
  party,
  signerName,
  identity: null,
  method: 'typed',
  image: 'data:image/png;base64,AAAA',
  signedAt: '2026-11-24T10:00:00.000Z',
  ip: '203.0.113.7',
  userAgent: 'Browser/1.0',
  textSha256,
});

/**
 * A USD 249.90 card-refund agreement drafted by the mediator Li Wei on 24 Nov 2026, signed by `signatures`: complete
 * (at 11:00 UTC, with its signed PDF) once both parties have signed.
 */
export function caseAgreement(
  signatures: Signature[],
  over: Pick<AgreementView, 'id' | 'text' | 'textSha256' | 'events'> & Partial<AgreementView>,
): AgreementView {
  const complete = signatures.length === 2;
  return {
    caseId: 3,
    trackingNumber: 'MD-2026-000003',
    version: 1,
    title: '退款协议',
    settlementAmount: '249.90',
    settlementCurrency: 'USD',
    paymentMethod: 'card_refund',
    paymentDetails: null,
    paymentDueDays: 14,
    status: complete ? 'signed' : 'awaiting_signature',
    draftedAt: '2026-11-24T09:00:00.000Z',
    draftedBy: { name: 'Li Wei', role: 'mediator' },
    signatures,
    completedAt: complete ? '2026-11-24T11:00:00.000Z' : null,
    signedPdfSha256: complete ? 'c'.repeat(64) : null,
    signAs: null,
    payment: null,
    ...over,
  };
}

type AgreementEvent = AgreementView['events'][number];

/** An event of the agreement's audit trail that no person did from a browser (sent, completed). */
export const agreementEvent = (
  event: AgreementEvent['event'],
  party: AgreementEvent['party'],
  at: string,
): AgreementEvent => ({ event, party, at, actorName: null, ip: null, userAgent: null });
