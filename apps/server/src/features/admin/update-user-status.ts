import { adminApi } from '@platform/contracts';
import { eq, users } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { recordUserAudit } from '../../core/audit/record-audit.ts';
import { route } from '../../core/http/route.ts';
import { revokeUserSessions } from '../../core/identity/sessions-repo.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { getAdminUser } from './users-query.ts';

/** POST /api/admin/users/:id/status { status, reason }: disabling signs the user out everywhere. */
export async function updateUserStatusRoute(app: FastifyInstance) {
  route(app, adminApi.updateUserStatus, async ({ user, params, body, req }) => {
    const { id } = params;
    // A 400, not a 403: clients treat 403 as a lost session.
    if (id === user.id) throw AppError.badRequest('cannotDisableSelf', 'status');
    const revoked = await app.db.transaction(async (tx) => {
      const [row] = await tx.update(users).set({ status: body.status }).where(eq(users.id, id)).returning();
      if (!row) throw AppError.notFound();
      const ended = body.status === 'disabled' ? await revokeUserSessions(tx, id) : null;
      await recordUserAudit(tx, req, id, `user.${body.status === 'disabled' ? 'disable' : 'enable'}`, {
        reason: body.reason,
      });
      return ended;
    });
    if (revoked) app.events.publish(revoked);
    return ok((await getAdminUser(app.db, id))!);
  });
}
