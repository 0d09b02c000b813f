import { adminApi } from '@platform/contracts';
import { eq, users } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { recordUserAudit } from '../../core/audit/record-audit.ts';
import { route } from '../../core/http/route.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { getAdminUser } from './users-query.ts';

/**
 * POST /api/admin/users/:id/display-name { displayName }: the name parties see for a staff member (a mediator by
 * name and role, never by log-in name). Admins set anyone's; every staff member their own. Empty clears it.
 */
export async function updateDisplayNameRoute(app: FastifyInstance) {
  route(app, adminApi.updateDisplayName, async ({ user: actor, params, body, req }) => {
    const { id } = params;
    if (id !== actor.id && !actor.roles.includes('admin')) throw AppError.forbidden();
    const displayName = body.displayName || null;
    await app.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ roles: users.roles, displayName: users.displayName })
        .from(users)
        .where(eq(users.id, id))
        .for('update');
      if (!before) throw AppError.notFound();
      if (before.roles.length === 0) throw AppError.badRequest('displayNameStaffOnly', 'displayName');
      if (before.displayName === displayName) return;
      await tx.update(users).set({ displayName }).where(eq(users.id, id));
      await recordUserAudit(tx, req, id, 'user.display_name', {
        detail: { from: before.displayName, to: displayName },
      });
    });
    return ok((await getAdminUser(app.db, id))!);
  });
}
