import { type AdminEntriesQuery, moneyAdminApi } from '@platform/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api.ts';
import { moneyKeys } from '../../shared/money/money-queries.ts';

/** A user's ledger, read-only: balances (each the sum of its postings) and the entries that moved them. */
export const ledgerQueries = {
  all: [...moneyKeys.all, 'ledger'] as const,
  assets: (userId: number) =>
    queryOptions({
      queryKey: [...ledgerQueries.all, userId, 'assets'],
      queryFn: ({ signal }) => api.call(moneyAdminApi.userAssets, { params: { userId } }, { signal }),
      staleTime: 5_000,
    }),
  entries: (userId: number, filters: AdminEntriesQuery) =>
    queryOptions({
      queryKey: [...ledgerQueries.all, userId, 'entries', filters],
      queryFn: ({ signal }) => api.call(moneyAdminApi.userEntries, { params: { userId }, query: filters }, { signal }),
      staleTime: 5_000,
      placeholderData: keepPreviousData,
    }),
};
