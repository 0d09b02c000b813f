import { moneyAdminApi } from '@platform/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api.ts';
import { moneyKeys } from '../../shared/money/money-queries.ts';

export const ledgerCheckQueries = {
  /** The server runs the check on every request: each visit (and "run again") checks the ledger as it is now. */
  run: () =>
    queryOptions({
      queryKey: [...moneyKeys.all, 'check'],
      queryFn: ({ signal }) => api.call(moneyAdminApi.check, {}, { signal }),
      staleTime: 0,
      refetchOnMount: 'always',
    }),
};
