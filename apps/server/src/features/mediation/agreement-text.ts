// The exact text of an agreement: the mediator's terms framed by the case, the parties and the disclosures.
// It is what the portal shows, what the PDF prints and what the SHA-256 is taken over.
import { createHash } from 'node:crypto';
import type { PaymentMethod } from '@platform/contracts';

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
  /** How the parties agreed the settlement is paid, its details in their words, and within how many days. */
  paymentMethod: PaymentMethod | null;
  paymentDetails: string | null;
  paymentDueDays: number | null;
  /** The confirmation window after the payment is due, and its reminder, as the operators set them at drafting. */
  confirmation: { days: number; reminderDays: number };
}

/** How the agreed payment is made: the parties' own terms, never a destination the service adds on its own. */
function paymentClause(f: AgreementFrame, amount: string, due: string): string {
  const details = f.paymentDetails ? ` Details: ${f.paymentDetails}` : '';
  switch (f.paymentMethod) {
    case 'bank_transfer':
      return `The respondent pays ${amount} to the applicant directly, by bank transfer, ${due}.${details}`;
    case 'card_refund':
      return `The respondent refunds ${amount} to the card the applicant paid with, ${due}.${details}`;
    case 'platform_payout':
      return (
        `The respondent pays ${amount} ${due} through the mediation service, which pays it on to the payout ` +
        `destination (bank account or crypto address) the applicant registered in their account.${details}`
      );
    default:
      return `The respondent pays ${amount} to the applicant ${due}, as follows: ${f.paymentDetails ?? ''}`;
  }
}
export function composeAgreementText(f: AgreementFrame): string {
  let settlement = ['No payment is part of this agreement unless the terms above state one.'];
  if (f.settlementAmount && f.settlementCurrency) {
    const days = f.paymentDueDays ?? 0;
    const due = `within ${days} day${days === 1 ? '' : 's'} of the last signature`;
    const { days: window, reminderDays } = f.confirmation;
    settlement = [
      `${paymentClause(f, `${f.settlementAmount} ${f.settlementCurrency}`, due)} The applicant never pays anything ` +
        'to receive it.',
      '',
      'PAYMENT CONFIRMATION',
      'Signing does not settle the case. Once both parties have signed, the applicant is asked (by e-mail and in the ' +
        'portal) whether the payment arrived, and the case is settled only when they confirm it. If the applicant has ' +
        `not confirmed it within ${window} days after the payment is due, they are reminded ${reminderDays} ` +
        `day${reminderDays === 1 ? '' : 's'} before, and then the case closes as not settled (payment not ` +
        'confirmed) and the mediator is told.',
    ];
  }
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
    ...settlement,
    '',
    'DISCLOSURES',
    '1. The mediation service charges no upfront fee. A fee, if the chosen plan has one, is due only as published on ' +
      'that plan and only out of a settlement actually paid.',
    '2. Nobody from the mediation service will ask you to send money or crypto-currency in order to receive a settlement.',
    '3. Mediation does not guarantee that any amount is recovered.',
    '4. Both parties sign, in either order; the agreement is complete when both have signed.',
    '5. Each party signs as the service knows them: the applicant in the name their real-name verification approved, ' +
      'the respondent in the name and e-mail they confirmed when they took part. Signing electronically records that ' +
      'name, the time, your IP address, your browser and the SHA-256 of this text.',
  ].join('\n');
}
