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

/** Records `action` on a user's own account (its target and its subject: the user may see it). */
export async function recordUserAudit(
  db: Db,
  req: FastifyRequest,
  userId: number,
  action: string,
  more: Pick<AuditEvent, 'reason' | 'detail'> = {},
  actorId?: number | null,
) {
  await recordAudit(db, req, { action, targetType: 'user', targetId: userId, subjectUserId: userId, ...more }, actorId);
}
