import { useAuditedChange } from '../audited-change.ts';

/** Every money query of the back office sits under this key: one decision changes queues, balances and the check. */
export const moneyKeys = { all: ['admin', 'money'] as const };

/** After a review decision: every money view and the audit log that now records it. */
export function useMoneyChanged() {
  return useAuditedChange(moneyKeys.all);
}
