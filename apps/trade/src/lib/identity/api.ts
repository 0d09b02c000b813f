// The user's identity (KYC) state, shared by the KYC page, the Me page and the gates (withdrawals), and the countries
// the form offers (dictionary mediate_country).
import { type Country, countriesOf, realNameApi, systemApi } from '@platform/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api.ts';

export const identityKeys = { info: ['identity', 'info'] as const, countries: ['dict', 'mediate_country'] as const };

export const realInfoQuery = () =>
  queryOptions({
    queryKey: identityKeys.info,
    queryFn: ({ signal }) => api.call(realNameApi.info, {}, { signal, allowParallel: true }),
    staleTime: 30_000,
  });

export const countriesQuery = () =>
  queryOptions({
    queryKey: identityKeys.countries,
    queryFn: () => api.call(systemApi.dictData, { query: { dictType: 'mediate_country' } }),
    staleTime: 60 * 60_000,
    select: (entries): Country[] => countriesOf(entries),
  });
