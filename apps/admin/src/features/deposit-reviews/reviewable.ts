import type { AdminDepositView } from '@platform/contracts';

/** Operators decide bank transfers; the chain credits its own deposits at their confirmations. */
export const isReviewable = (deposit: AdminDepositView) => deposit.status === 'pending' && deposit.method === 'bank';
