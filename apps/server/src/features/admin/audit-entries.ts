import type { AuditEntryView } from '@platform/contracts';
import { auditLog, type Db, eq, type SQL, users } from '@platform/db';
import { pageOf } from '../../lib/pages.ts';

/**
 * One page of audit entries that match `where`, in `order`, with each actor's name: what the audit log and an object's
 * history both show.
 */
export async function auditEntries(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  page: { pageNum: number; pageSize: number },
): Promise<{ total: number; rows: AuditEntryView[] }> {
  const list = db
    .select({ entry: auditLog, actorEmail: users.email, actorUsername: users.username })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(...order);
  const { rows, total } = await pageOf(db, list, auditLog, where, page);
  return {
    total,
    rows: rows.map(({ entry, actorEmail, actorUsername }) => ({
      id: entry.id,
      actorId: entry.actorId,
      actorName: actorUsername ?? actorEmail,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      reason: entry.reason,
      detail: entry.detail,
      ip: entry.ip,
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}
