import { adminUserView, envelopeOf, setStatusBody } from '@platform/contracts';
import { eq, users } from '@platform/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { currentUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { revokeUserSessions } from '../identity/sessions-repo.ts';
import { userIdParams } from './get-user.ts';
import { getAdminUser } from './users-query.ts';

/** POST /api/admin/users/:id/status { status, reason }: disabling signs the user out everywhere. */
export const updateUserStatusRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/:id/status',
    {
      schema: {
        tags: ['admin'],
        params: userIdParams,
        body: setStatusBody,
        response: { 200: envelopeOf(adminUserView) },
      },
    },
    async (req) => {
      const { id } = req.params;
      // A 400, not a 403: clients treat 403 as a lost session.
      if (id === currentUser(req).id) throw AppError.badRequest('cannotDisableSelf', 'status');
      await app.db.transaction(async (tx) => {
        const [row] = await tx.update(users).set({ status: req.body.status }).where(eq(users.id, id)).returning();
        if (!row) throw AppError.notFound();
        if (req.body.status === 'disabled') await revokeUserSessions(tx, id);
        await recordAudit(tx, req, {
          action: `user.${req.body.status === 'disabled' ? 'disable' : 'enable'}`,
          targetType: 'user',
          targetId: id,
          subjectUserId: id,
          reason: req.body.reason,
        });
      });
      return ok((await getAdminUser(app.db, id))!);
    },
  );
};
