import { type AuditQuery, adminApi, type ObjectHistoryQuery, objectHistoryApi } from '@platform/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../api.ts';

export interface Page<T> {
  rows: T[];
  total: number;
}

// The audit log is shared: the log page lists it (admins), and every detail page shows the entries about its object
// (whoever may read the object).
export const auditQueries = {
  all: ['admin', 'audit'] as const,
  list: (filters: AuditQuery) =>
    queryOptions({
      queryKey: [...auditQueries.all, filters],
      queryFn: ({ signal }) => api.call(adminApi.findAudit, { query: filters }, { signal }),
      staleTime: 10_000,
      placeholderData: keepPreviousData,
    }),
  history: (wanted: ObjectHistoryQuery) =>
    queryOptions({
      queryKey: [...auditQueries.all, 'history', wanted],
      queryFn: ({ signal }) => api.call(objectHistoryApi.history, { query: wanted }, { signal }),
      staleTime: 10_000,
      placeholderData: keepPreviousData,
    }),
};
