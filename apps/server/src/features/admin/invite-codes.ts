import { adminApi } from '@platform/contracts';
import { and, desc, eq, inviteCodes, isNull } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../core/audit/record-audit.ts';
import { route } from '../../core/http/route.ts';
import { createInviteCode, normalizeInviteCode } from '../../core/identity/invite-codes.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { ok } from '../../lib/envelope.ts';
import { listOrder } from '../../lib/list-order.ts';
import { findPage } from '../../lib/pages.ts';

const toView = (row: typeof inviteCodes.$inferSelect) => ({
  code: row.code,
  ownerId: row.ownerId,
  note: row.note,
  uses: row.uses,
  maxUses: row.maxUses,
  disabled: row.disabledAt !== null,
  createdAt: row.createdAt.toISOString(),
});

/** What each of the list's sort names orders by. */
const SORTABLE = { code: inviteCodes.code, uses: inviteCodes.uses, createdAt: inviteCodes.createdAt };

/** House invitation codes: listed to operators, made and disabled by admins, all audited. */
export async function inviteCodeRoutes(app: FastifyInstance) {
  route(app, adminApi.findInviteCodes, async ({ query }) => {
    const house = isNull(inviteCodes.ownerId);
    const order = listOrder(query.sort, SORTABLE, inviteCodes.code, [desc(inviteCodes.createdAt)]);
    const { rows, total } = await findPage(app.db, inviteCodes, house, order, query);
    return ok({ rows: rows.map(toView), total });
  });

  route(app, adminApi.createInviteCode, async ({ user, body, req }) => {
    const { code, note, maxUses, reason } = body;
    try {
      const row = await app.db.transaction(async (tx) => {
        const made = await createInviteCode(tx, { code, note, maxUses, createdBy: user.id });
        await recordAudit(tx, req, {
          action: 'invite_code.create',
          targetType: 'invite_code',
          targetId: made,
          reason,
        });
        const [created] = await tx.select().from(inviteCodes).where(eq(inviteCodes.code, made));
        return created!;
      });
      return ok(toView(row));
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw AppError.conflict('inviteCodeExists', 'code');
      }
      throw error;
    }
  });

  route(app, adminApi.disableInviteCode, async ({ params, body, req }) => {
    const code = normalizeInviteCode(params.code);
    const row = await app.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(inviteCodes)
        .set({ disabledAt: new Date() })
        .where(and(eq(inviteCodes.code, code), isNull(inviteCodes.ownerId), isNull(inviteCodes.disabledAt)))
        .returning();
      if (!updated) throw new AppError(404, 'inviteCodeNotActive');
      await recordAudit(tx, req, {
        action: 'invite_code.disable',
        targetType: 'invite_code',
        targetId: code,
        reason: body.reason,
      });
      return updated;
    });
    return ok(toView(row));
  });
}
