// What the case's mediator is told by e-mail about the agreed payment (issue 27 §5): the applicant says it has not
// arrived, or the confirmation deadline passed and the case closed as not settled. The back office shows the same.
import { type Db, eq, type MediationCaseRow, users } from '@platform/db';
import type { Mail } from '../../../core/mail/mailer.ts';
import type { CaseNotice } from './case-notifier.ts';

/** The mail to the assigned mediator for a notice, or null when the notice is not theirs or nobody is assigned. */
export async function mediatorNoticeMail(
  db: Db,
  publicUrl: string,
  row: MediationCaseRow,
  notice: CaseNotice,
): Promise<Mail | null> {
  const missing = notice.kind === 'payment_not_received';
  const unconfirmed =
    notice.kind === 'case_closed' &&
    notice.params.outcome === 'closed_not_settled' &&
    (notice.params.reason ?? '').startsWith('Payment not confirmed');
  if ((!missing && !unconfirmed) || row.mediatorId === null) return null;
  const [mediator] = await db.select({ email: users.email }).from(users).where(eq(users.id, row.mediatorId));
  if (!mediator) return null;
  const link = `${publicUrl}/admin/cases/${row.id}`;
  return missing
    ? {
        to: mediator.email,
        subject: `Payment not arrived in case ${row.trackingNumber}`,
        text:
          `The applicant in case ${row.trackingNumber} says the agreed payment of ${notice.params.amount} ` +
          `${notice.params.currency} has not arrived. The respondent is told. The case closes as not settled if ` +
          `the applicant has not confirmed the payment by ${notice.params.confirmBy}.\n\n${link}`,
      }
    : {
        to: mediator.email,
        subject: `Case ${row.trackingNumber} closed: payment not confirmed`,
        text: `${notice.params.reason}\nThe case is closed as not settled.\n\n${link}`,
      };
}
