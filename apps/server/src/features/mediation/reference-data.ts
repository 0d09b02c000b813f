// The reference data an application is checked against: dispute types and the mediate_* dictionaries.
import type { DisputeTypeView, RequiredMaterialsView } from '@platform/contracts';
import { and, asc, type Db, dictEntries, eq, type MediationDisputeTypeRow, mediationDisputeTypes } from '@platform/db';

export async function activeDisputeTypes(db: Db): Promise<MediationDisputeTypeRow[]> {
  return db
    .select()
    .from(mediationDisputeTypes)
    .where(eq(mediationDisputeTypes.active, true))
    .orderBy(asc(mediationDisputeTypes.sort));
}

export const toDisputeTypeView = (row: MediationDisputeTypeRow): DisputeTypeView => ({
  value: row.value,
  label: { en: row.labelEn, zh: row.labelZh },
  description: { en: row.descriptionEn, zh: row.descriptionZh },
});

export const toRequiredMaterials = (row: MediationDisputeTypeRow): RequiredMaterialsView => ({
  disputeType: row.value,
  materials: row.materials,
});

export async function isActiveDisputeType(db: Db, value: string): Promise<boolean> {
  const [row] = await db
    .select({ value: mediationDisputeTypes.value })
    .from(mediationDisputeTypes)
    .where(and(eq(mediationDisputeTypes.value, value), eq(mediationDisputeTypes.active, true)))
    .limit(1);
  return row !== undefined;
}

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
