// The exact text of an agreement: the mediator's terms framed by the case, the parties and the disclosures.
// It is what the portal shows, what the PDF prints and what the SHA-256 is taken over.
import { createHash } from 'node:crypto';

export const sha256Hex = (text: string | Uint8Array) => createHash('sha256').update(text).digest('hex');

export interface AgreementFrame {
  title: string;
  body: string;
  trackingNumber: string;
  version: number;
  draftedAt: Date;
  applicantId: number;
  /** The applicant's verified legal name; their e-mail stays out of a text the respondent reads. */
  applicantName: string | null;
  /** The respondent as they named themselves when they took part, else as the applicant named them. */
  respondentName: string;
  /** The drafting mediator by name and role (never a log-in name). */
  mediator: { name: string; roleLabel: string } | null;
  settlementAmount: string | null;
  settlementCurrency: string | null;
}

export function composeAgreementText(f: AgreementFrame): string {
  const settlement =
    f.settlementAmount && f.settlementCurrency
      ? `The respondent pays ${f.settlementAmount} ${f.settlementCurrency} to the applicant. The payment goes to the ` +
        'payout wallet the applicant registered in their account, or as the terms above say. The applicant never pays ' +
        'anything to receive it.'
      : 'No payment is part of this agreement unless the terms above state one.';
  return [
    'MEDIATION AGREEMENT',
    f.title,
    '',
    `Case: ${f.trackingNumber} (version ${f.version})`,
    `Drafted: ${f.draftedAt.toISOString().slice(0, 10)}`,
    `Applicant: ${f.applicantName ? `${f.applicantName} (user ${f.applicantId})` : `user ${f.applicantId}`}`,
    `Respondent: ${f.respondentName}`,
    `Mediator: ${f.mediator ? `${f.mediator.name}, ${f.mediator.roleLabel}` : 'the mediation service'}`,
    '',
    'TERMS',
    f.body,
    '',
    'SETTLEMENT',
    settlement,
    '',
    'DISCLOSURES',
    '1. The mediation service charges no upfront fee. A fee, if the chosen plan has one, is due only as published on ' +
      'that plan and only out of a settlement actually paid.',
    '2. Nobody from the mediation service will ask you to send money or crypto-currency in order to receive a settlement.',
    '3. Mediation does not guarantee that any amount is recovered.',
    '4. Both parties sign, in either order; the agreement is complete when both have signed.',
    '5. Signing electronically records your name, the time, your IP address, your browser and the SHA-256 of this text.',
  ].join('\n');
}
