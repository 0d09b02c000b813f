// The spec's dictionaries (GET /api/dict/data?dictType=…), shared by the apply, real-name and wallet pages.
import { type Country, countriesOf, type DICT_TYPES, systemApi, toOptions } from '@platform/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api.ts';

export { type Country, countryName, countryOptions } from '@platform/contracts';

type DictType = (typeof DICT_TYPES)[number];

/** Reference data changes rarely: kept for an hour. Its options are labelled in `language` where the entry is known. */
export const dictQuery = (dictType: DictType, language: string) =>
  queryOptions({
    queryKey: ['dict', dictType],
    queryFn: () => api.call(systemApi.dictData, { query: { dictType } }),
    staleTime: 60 * 60_000,
    select: (entries) => toOptions(entries, dictType, language),
  });

/** mediate_country, as countries. */
export const countriesQuery = () =>
  queryOptions({
    queryKey: ['dict', 'mediate_country'],
    queryFn: () => api.call(systemApi.dictData, { query: { dictType: 'mediate_country' } }),
    staleTime: 60 * 60_000,
    select: (entries): Country[] => countriesOf(entries),
  });
