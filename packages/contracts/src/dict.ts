import { bilingual } from './bilingual.ts';
import english from './dict.en.json' with { type: 'json' };
import chinese from './dict.zh.json' with { type: 'json' };
import { MESSAGES } from './messages.ts';
import { z } from './zod.ts';

export const DICT_TYPES = ['currency_type', 'mediate_send_type', 'mediate_country'] as const;

export const dictQuery = z.object({ dictType: z.enum(DICT_TYPES, { error: MESSAGES.unknownDictType.en }) });
export const dictEntry = z.object({ dictLabel: z.string(), dictValue: z.string() });
export type DictEntry = z.infer<typeof dictEntry>;

/** `mediate_country`'s dictValue is a JSON string of these. */
export const countryEntry = z.object({ country_name_en: z.string(), country_code: z.string() });
export type CountryEntry = z.infer<typeof countryEntry>;

/**
 * The notice channels the server seeds into `mediate_send_type`, in both languages: the dictionary keeps the spec's one
 * label per entry (the English), so a reader in Chinese is shown these; an entry an operator adds keeps its own label.
 */
export const SEND_TYPE_LABELS = /* @__PURE__ */ bilingual(english, chinese) satisfies Record<
  string,
  { en: string; zh: string }
>;

const KNOWN_LABELS: Partial<Record<(typeof DICT_TYPES)[number], Record<string, { en: string; zh: string }>>> = {
  mediate_send_type: SEND_TYPE_LABELS,
};

/** Dictionary entries as options for a select, a seeded entry's label in the reader's language. */
export const toOptions = (entries: DictEntry[], dictType?: (typeof DICT_TYPES)[number], language = 'en') =>
  entries.map((e) => {
    const known = dictType ? KNOWN_LABELS[dictType]?.[e.dictValue] : undefined;
    return { label: known ? (language === 'zh' ? known.zh : known.en) : e.dictLabel, value: e.dictValue };
  });

const countryList = z.array(countryEntry.extend({ country_name_zh: z.string().optional() }));
export type Country = CountryEntry & { country_name_zh?: string };

/** mediate_country: each entry's value is a JSON list of countries (spec section 3); entries that are not are skipped. */
export const countriesOf = (entries: DictEntry[]): Country[] =>
  entries.flatMap((entry) => {
    try {
      const parsed = countryList.safeParse(JSON.parse(entry.dictValue));
      return parsed.success ? parsed.data : [];
    } catch {
      return [];
    }
  });

/** Country options in the language, by name. */
export const countryOptions = (countries: Country[], language: string) =>
  countries
    .map((c) => ({ value: c.country_code, label: (language === 'zh' && c.country_name_zh) || c.country_name_en }))
    .sort((a, b) => a.label.localeCompare(b.label, language));

export const countryName = (countries: Country[] | undefined, code: string, language: string) => {
  const found = countries?.find((c) => c.country_code === code);
  return found ? (language === 'zh' && found.country_name_zh) || found.country_name_en : code;
};
