import { auditLog, type Db } from '@platform/db';
import type { FastifyRequest } from 'fastify';

export interface AuditEvent {
  action: string;
  targetType: string;
  targetId?: string | number | null;
  /** The user the action affects, who may see it. */
  subjectUserId?: number | null;
  reason?: string | null;
  detail?: Record<string, unknown> | null;
}

/** Records who did what, to what, when and why. Call it inside the transaction that does the action. */
export async function recordAudit(db: Db, req: FastifyRequest, event: AuditEvent, actorId = req.user?.id ?? null) {
  await db.insert(auditLog).values({
    actorId,
    action: event.action,
    targetType: event.targetType,
    targetId: event.targetId == null ? null : String(event.targetId),
    subjectUserId: event.subjectUserId ?? null,
    reason: event.reason ?? null,
    detail: event.detail ?? null,
    ip: req.ip ?? null,
  });
}
