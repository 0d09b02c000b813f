import { adminUserView, envelopeOf, setRolesBody } from '@platform/contracts';
import { eq, users } from '@platform/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { currentUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { userIdParams } from './get-user.ts';
import { getAdminUser } from './users-query.ts';

/** POST /api/admin/users/:id/roles { roles, reason }: admins make and unmake operators. */
export const updateUserRolesRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/:id/roles',
    {
      schema: {
        tags: ['admin'],
        params: userIdParams,
        body: setRolesBody,
        response: { 200: envelopeOf(adminUserView) },
      },
    },
    async (req) => {
      const actor = currentUser(req);
      const { id } = req.params;
      const roles = [...new Set(req.body.roles)].sort();
      if (id === actor.id && !roles.includes('admin')) throw AppError.badRequest('cannotChangeOwnRoles', 'roles');
      await app.db.transaction(async (tx) => {
        const [before] = await tx.select({ roles: users.roles }).from(users).where(eq(users.id, id)).for('update');
        if (!before) throw AppError.notFound();
        await tx.update(users).set({ roles }).where(eq(users.id, id));
        await recordAudit(tx, req, {
          action: 'user.roles',
          targetType: 'user',
          targetId: id,
          subjectUserId: id,
          reason: req.body.reason,
          detail: { from: before.roles, to: roles },
        });
      });
      return ok((await getAdminUser(app.db, id))!);
    },
  );
};
