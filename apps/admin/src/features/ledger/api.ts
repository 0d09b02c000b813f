import {
  ADMIN_MONEY_PATHS,
  type AdminEntriesQuery,
  type AdminUserMoneyView,
  type EntryView,
  pathWith,
} from '@platform/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api.ts';
import type { Page } from '../../shared/audit/audit-queries.ts';
import { moneyKeys } from '../../shared/money/money-queries.ts';

/** A user's ledger, read-only: balances (each the sum of its postings) and the entries that moved them. */
export const ledgerQueries = {
  all: [...moneyKeys.all, 'ledger'] as const,
  assets: (userId: number) =>
    queryOptions({
      queryKey: [...ledgerQueries.all, userId, 'assets'],
      queryFn: ({ signal }) =>
        api.get<AdminUserMoneyView>(pathWith(ADMIN_MONEY_PATHS.userAssets, { userId }), undefined, { signal }),
      staleTime: 5_000,
    }),
  entries: (userId: number, filters: AdminEntriesQuery) =>
    queryOptions({
      queryKey: [...ledgerQueries.all, userId, 'entries', filters],
      queryFn: ({ signal }) =>
        api.get<Page<EntryView>>(pathWith(ADMIN_MONEY_PATHS.userEntries, { userId }), { ...filters }, { signal }),
      staleTime: 5_000,
      placeholderData: keepPreviousData,
    }),
};
