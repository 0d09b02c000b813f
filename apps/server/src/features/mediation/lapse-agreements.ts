// An agreement awaiting signature lapses when its case leaves `agreement_drafted` (back to mediation, withdrawn,
// closed, redrafted, or its signing deadline missed): it is marked withdrawn, with the event in its audit trail.
import { and, type Db, eq, mediationAgreementEvents, mediationAgreements } from '@platform/db';

export async function lapseOpenAgreements(tx: Db, caseId: number, actorId: number | null): Promise<number[]> {
  const lapsed = await tx
    .update(mediationAgreements)
    .set({ status: 'withdrawn', withdrawnAt: new Date() })
    .where(and(eq(mediationAgreements.caseId, caseId), eq(mediationAgreements.status, 'awaiting_signature')))
    .returning({ id: mediationAgreements.id });
  for (const a of lapsed) {
    await tx.insert(mediationAgreementEvents).values({ agreementId: a.id, event: 'withdrawn', actorId });
  }
  return lapsed.map((a) => a.id);
}
