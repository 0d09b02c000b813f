// An operator's new row or change to one row, written and audited in the same transaction: the audit names the row
// and takes its detail from the row as written.
import { type AnyColumn, type Db, eq } from '@platform/db';
import type { FastifyRequest } from 'fastify';
import { type AuditEvent, recordAudit } from './record-audit.ts';

type Table = Parameters<Db['insert']>[0] & { id: AnyColumn; updatedAt: AnyColumn };
type RowOf<T extends Table> = T['$inferSelect'] & { id: number };

/** What to audit: the action and what it is done to, why, and the detail drawn from the row written. */
export type AuditOf<T extends Table> = Omit<AuditEvent, 'targetId' | 'detail'> & {
  detail: (row: RowOf<T>) => Record<string, unknown>;
};

const audited = async <T extends Table>(tx: Db, req: FastifyRequest, row: RowOf<T>, audit: AuditOf<T>) => {
  const { detail, ...event } = audit;
  await recordAudit(tx, req, { ...event, targetId: row.id, detail: detail(row) });
  return row;
};

/** Inserts `values` into `table` and audits the row it made; answers that row. */
export async function insertAudited<T extends Table>(
  tx: Db,
  req: FastifyRequest,
  table: T,
  values: T['$inferInsert'],
  audit: AuditOf<T>,
): Promise<RowOf<T>> {
  const [created] = await tx.insert(table).values(values).returning();
  return audited(tx, req, created as RowOf<T>, audit);
}

/** Saves `values` (stamped with `updatedAt`, now unless `values` say when) on row `id` of `table` and audits the row saved; answers that row. */
export async function updateAudited<T extends Table>(
  tx: Db,
  req: FastifyRequest,
  table: T,
  id: number,
  values: Partial<T['$inferInsert']>,
  audit: AuditOf<T>,
): Promise<RowOf<T>> {
  const [after] = (await tx
    .update(table)
    .set({ updatedAt: new Date(), ...values })
    .where(eq(table.id, id))
    .returning()) as unknown as RowOf<T>[];
  return audited(tx, req, after!, audit);
}
