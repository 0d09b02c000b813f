import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { auditQueries } from './audit/audit-queries.ts';

/** After an audited change: refetch the feature's queries (all under `key`) and the audit log that now records it. */
export function useAuditedChange(key: QueryKey) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: key }),
      queryClient.invalidateQueries({ queryKey: auditQueries.all }),
    ]);
}
