// Every audit of a mediator's action on a case names the case and its applicant (who may see it) and leads its detail
// with the tracking number people quote.
import type { Db, MediationCaseRow } from '@platform/db';
import type { FastifyRequest } from 'fastify';
import { recordAudit } from '../../core/audit/record-audit.ts';

type AuditedCase = Pick<MediationCaseRow, 'id' | 'userId' | 'trackingNumber'>;

/** Audits `action` on `row`, with `detail` after the tracking number and the reason given, if any. */
export async function auditCase(
  tx: Db,
  req: FastifyRequest,
  row: AuditedCase,
  action: string,
  detail: Record<string, unknown>,
  reason?: string | null,
) {
  await recordAudit(tx, req, {
    action,
    targetType: 'mediation_case',
    targetId: row.id,
    subjectUserId: row.userId,
    reason,
    detail: { trackingNumber: row.trackingNumber, ...detail },
  });
}
