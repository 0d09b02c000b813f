import { adminApi } from '@platform/contracts';
import { and, auditLog, desc, eq, gte, lte } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';
import { listOrder } from '../../lib/list-order.ts';
import { auditEntries } from './audit-entries.ts';

/**
 * GET /api/admin/audit: the audit log, newest first or sorted by time or action, filterable by actor, action, target
 * and time.
 */
export async function findAuditRoute(app: FastifyInstance) {
  route(app, adminApi.findAudit, async ({ query }) => {
    const { actor, action, targetType, targetId, from, to, sort } = query;
    const where = and(
      actor ? eq(auditLog.actorId, actor) : undefined,
      action ? eq(auditLog.action, action) : undefined,
      targetType ? eq(auditLog.targetType, targetType) : undefined,
      targetId ? eq(auditLog.targetId, targetId) : undefined,
      from ? gte(auditLog.createdAt, new Date(from)) : undefined,
      to ? lte(auditLog.createdAt, new Date(to)) : undefined,
    );
    const sorts = { createdAt: auditLog.createdAt, action: auditLog.action };
    const order = listOrder(sort, sorts, auditLog.id, [desc(auditLog.id)]);
    return ok(await auditEntries(app.db, where, order, query));
  });
}
