import { adminApi } from '@platform/contracts';
import { eq, users } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { recordUserAudit } from '../../core/audit/record-audit.ts';
import { route } from '../../core/http/route.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { getAdminUser } from './users-query.ts';

/** POST /api/admin/users/:id/roles { roles, reason }: admins make and unmake operators. */
export async function updateUserRolesRoute(app: FastifyInstance) {
  route(app, adminApi.updateUserRoles, async ({ user: actor, params, body, req }) => {
    const { id } = params;
    const roles = [...new Set(body.roles)].sort();
    if (id === actor.id && !roles.includes('admin')) throw AppError.badRequest('cannotChangeOwnRoles', 'roles');
    const changed = await app.db.transaction(async (tx) => {
      const [before] = await tx.select({ roles: users.roles }).from(users).where(eq(users.id, id)).for('update');
      if (!before) throw AppError.notFound();
      await tx.update(users).set({ roles }).where(eq(users.id, id));
      await recordUserAudit(tx, req, id, 'user.roles', {
        reason: body.reason,
        detail: { from: before.roles, to: roles },
      });
      return [...before.roles].sort().join() !== roles.join();
    });
    // Open sockets close: what their user watches again is checked against the new roles.
    if (changed) app.events.publish({ type: 'user.roles.changed', userId: id });
    return ok((await getAdminUser(app.db, id))!);
  });
}
