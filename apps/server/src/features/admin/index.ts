import type { FastifyInstance } from 'fastify';
import { requireRole } from '../../plugins/auth.ts';
import { createOperatorRoute } from './create-operator.ts';
import { findAuditRoute } from './find-audit.ts';
import { findUsersRoute } from './find-users.ts';
import { getUserRoute } from './get-user.ts';
import { inviteCodeRoutes } from './invite-codes.ts';
import { updateUserRolesRoute } from './update-user-roles.ts';
import { updateUserStatusRoute } from './update-user-status.ts';

/** The back office's API under /api/admin: any operator reads; admins manage operators and codes. */
export async function adminRoutes(app: FastifyInstance) {
  app.addHook('onRequest', requireRole());
  await app.register(findUsersRoute);
  await app.register(getUserRoute);
  await app.register(findAuditRoute);
  await app.register(inviteCodeRoutes);
  await app.register(async (admins) => {
    admins.addHook('onRequest', requireRole('admin'));
    await admins.register(updateUserRolesRoute);
    await admins.register(updateUserStatusRoute);
    await admins.register(createOperatorRoute);
  });
}
