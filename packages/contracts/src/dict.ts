import { MESSAGES } from './messages.ts';
import { z } from './zod.ts';

export const DICT_TYPES = ['currency_type', 'mediate_send_type', 'mediate_country'] as const;

export const dictQuery = z.object({ dictType: z.enum(DICT_TYPES, { error: MESSAGES.unknownDictType.en }) });
export const dictEntry = z.object({ dictLabel: z.string(), dictValue: z.string() });
export type DictEntry = z.infer<typeof dictEntry>;

/** `mediate_country`'s dictValue is a JSON string of these. */
export const countryEntry = z.object({ country_name_en: z.string(), country_code: z.string() });
export type CountryEntry = z.infer<typeof countryEntry>;

/** Dictionary entries as options for a select. */
export const toOptions = (entries: DictEntry[]) => entries.map((e) => ({ label: e.dictLabel, value: e.dictValue }));
