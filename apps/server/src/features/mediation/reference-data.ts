// The dispute types an application is checked against (the mediate_* dictionaries are in core/reference).
import type { DisputeTypeView, RequiredMaterialsView } from '@platform/contracts';
import { and, asc, type Db, eq, type MediationDisputeTypeRow, mediationDisputeTypes } from '@platform/db';

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
