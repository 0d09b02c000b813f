import { type DictEntry, SEND_TYPE_LABELS } from '@platform/contracts';
import { type Db, dictEntries, sql } from '@platform/db';
import { COUNTRIES } from './countries.ts';

/** The dictionaries the spec names, seeded once: operators may edit them afterwards. */
export const DICTIONARIES: Record<string, DictEntry[]> = {
  currency_type: [
    { dictLabel: 'USDT (TRC20)', dictValue: 'USDT-TRC20' },
    { dictLabel: 'USDT (ERC20)', dictValue: 'USDT-ERC20' },
    { dictLabel: 'USDC (ERC20)', dictValue: 'USDC-ERC20' },
    { dictLabel: 'BTC', dictValue: 'BTC' },
    { dictLabel: 'ETH', dictValue: 'ETH' },
  ],
  mediate_send_type: Object.entries(SEND_TYPE_LABELS).map(([dictValue, label]) => ({ dictLabel: label.en, dictValue })),
  mediate_country: [
    {
      dictLabel: 'Countries and regions',
      dictValue: JSON.stringify(
        COUNTRIES.map(([code, en, zh]) => ({ country_name_en: en, country_code: code, country_name_zh: zh })),
      ),
    },
  ],
};

export async function seedDictionaries(db: Db) {
  const present = await db.select({ dictType: dictEntries.dictType }).from(dictEntries).groupBy(sql`1`);
  const have = new Set(present.map((p) => p.dictType));
  const rows = Object.entries(DICTIONARIES)
    .filter(([type]) => !have.has(type))
    .flatMap(([dictType, entries]) => entries.map((e, sort) => ({ dictType, ...e, sort })));
  if (rows.length) await db.insert(dictEntries).values(rows);
}
