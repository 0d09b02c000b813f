// Dictionary values (dict_entries) that several features check input against: currencies, send types, countries.
import { type Db, dictEntries, eq } from '@platform/db';

export async function dictValues(db: Db, dictType: string): Promise<string[]> {
  const rows = await db
    .select({ value: dictEntries.dictValue })
    .from(dictEntries)
    .where(eq(dictEntries.dictType, dictType));
  return rows.map((r) => r.value);
}

/** The country codes of dictionary mediate_country (its value is a JSON list of { country_code, … }). */
export async function countryCodes(db: Db): Promise<Set<string>> {
  const codes = new Set<string>();
  for (const value of await dictValues(db, 'mediate_country')) {
    try {
      for (const entry of JSON.parse(value) as { country_code?: unknown }[]) {
        if (typeof entry.country_code === 'string') codes.add(entry.country_code);
      }
    } catch {
      // An entry an operator broke is skipped; the others still count.
    }
  }
  return codes;
}
