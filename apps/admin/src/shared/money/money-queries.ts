import { useQueryClient } from '@tanstack/react-query';
import { auditQueries } from '../audit/audit-queries.ts';

/** Every money query of the back office sits under this key: one decision changes queues, balances and the check. */
export const moneyKeys = { all: ['admin', 'money'] as const };

/** After a review decision: every money view and the audit log that now records it. */
export function useMoneyChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: moneyKeys.all }),
      queryClient.invalidateQueries({ queryKey: auditQueries.all }),
    ]);
}
