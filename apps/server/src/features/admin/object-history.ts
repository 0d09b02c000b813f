import { callerAdmits, HISTORY_READERS, objectHistoryApi } from '@platform/contracts';
import { and, auditLog, desc, eq } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { auditEntries } from './audit-entries.ts';

/**
 * GET /api/admin/history: one object's audit entries, newest first, for an operator who may read that kind of object
 * (HISTORY_READERS); the rest of the log stays with admins.
 */
export async function objectHistoryRoute(app: FastifyInstance) {
  route(app, objectHistoryApi.history, async ({ user, query }) => {
    const { targetType, targetId } = query;
    if (!callerAdmits(HISTORY_READERS[targetType], user.roles)) throw AppError.forbidden();
    const where = and(eq(auditLog.targetType, targetType), targetId ? eq(auditLog.targetId, targetId) : undefined);
    return ok(await auditEntries(app.db, where, [desc(auditLog.id)], query));
  });
}
