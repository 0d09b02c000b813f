// The spec's dictionaries (GET /api/dict/data?dictType=…), shared by the apply, real-name and wallet pages.
import { type CountryEntry, countryEntry, type DICT_TYPES, systemApi, toOptions, z } from '@platform/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api.ts';

type DictType = (typeof DICT_TYPES)[number];

/** Reference data changes rarely: kept for an hour. */
export const dictQuery = (dictType: DictType) =>
  queryOptions({
    queryKey: ['dict', dictType],
    queryFn: () => api.call(systemApi.dictData, { query: { dictType } }),
    staleTime: 60 * 60_000,
    select: toOptions,
  });

const countryList = z.array(countryEntry.extend({ country_name_zh: z.string().optional() }));
export type Country = CountryEntry & { country_name_zh?: string };

/** mediate_country: each entry's value is a JSON list of countries (spec section 3). */
export const countriesQuery = () =>
  queryOptions({
    queryKey: ['dict', 'mediate_country'],
    queryFn: () => api.call(systemApi.dictData, { query: { dictType: 'mediate_country' } }),
    staleTime: 60 * 60_000,
    select: (entries): Country[] =>
      entries.flatMap((entry) => {
        try {
          const parsed = countryList.safeParse(JSON.parse(entry.dictValue));
          return parsed.success ? parsed.data : [];
        } catch {
          return [];
        }
      }),
  });

/** Country options in the current language, by name. */
export const countryOptions = (countries: Country[], language: string) =>
  countries
    .map((c) => ({ value: c.country_code, label: (language === 'zh' && c.country_name_zh) || c.country_name_en }))
    .sort((a, b) => a.label.localeCompare(b.label, language));

export const countryName = (countries: Country[] | undefined, code: string, language: string) => {
  const found = countries?.find((c) => c.country_code === code);
  return found ? (language === 'zh' && found.country_name_zh) || found.country_name_en : code;
};
