import { moneyAdminApi } from '@platform/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api.ts';
import { moneyKeys } from '../../shared/money/money-queries.ts';

export const houseQueries = {
  balances: () =>
    queryOptions({
      queryKey: [...moneyKeys.all, 'house'],
      queryFn: ({ signal }) => api.call(moneyAdminApi.house, {}, { signal }),
      staleTime: 5_000,
    }),
};
