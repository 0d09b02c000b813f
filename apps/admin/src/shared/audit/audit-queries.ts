import { type AuditQuery, adminApi } from '@platform/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../api.ts';

export interface Page<T> {
  rows: T[];
  total: number;
}

// The audit log is shared: the log page lists it, and every detail page shows the entries about its target.
export const auditQueries = {
  all: ['admin', 'audit'] as const,
  list: (filters: AuditQuery) =>
    queryOptions({
      queryKey: [...auditQueries.all, filters],
      queryFn: ({ signal }) => api.call(adminApi.findAudit, { query: filters }, { signal }),
      staleTime: 10_000,
      placeholderData: keepPreviousData,
    }),
};
