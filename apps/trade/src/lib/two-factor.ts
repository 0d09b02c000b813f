// Whether the signed-in user has two-factor authentication on: the security center shows it, the withdrawal form asks
// for a code when it is.
import { twoFactorApi } from '@platform/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api.ts';

export const twoFactorStatusQuery = () =>
  queryOptions({
    queryKey: ['security', 'two-factor'],
    queryFn: ({ signal }) => api.call(twoFactorApi.status, {}, { signal }),
    staleTime: 30_000,
  });
