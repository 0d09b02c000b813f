import type { FastifyInstance } from 'fastify';
import { createOperatorRoute } from './create-operator.ts';
import { findAuditRoute } from './find-audit.ts';
import { findUsersRoute } from './find-users.ts';
import { getSandboxRoute } from './get-sandbox.ts';
import { getUserRoute } from './get-user.ts';
import { inviteCodeRoutes } from './invite-codes.ts';
import { objectHistoryRoute } from './object-history.ts';
import { updateDisplayNameRoute } from './update-display-name.ts';
import { updateUserRolesRoute } from './update-user-roles.ts';
import { updateUserStatusRoute } from './update-user-status.ts';

/**
 * The back office's own API (/api/admin/users, /operators, /invite-codes, /audit, /history): admins read the audit
 * log and manage users, operators and codes; an object's history goes to whoever may read the object. Each route's caller comes from its definition in contracts.
 */
export async function adminRoutes(app: FastifyInstance) {
  await app.register(findUsersRoute);
  await app.register(getUserRoute);
  await app.register(findAuditRoute);
  await app.register(objectHistoryRoute);
  await app.register(getSandboxRoute);
  await app.register(inviteCodeRoutes);
  await app.register(updateUserRolesRoute);
  await app.register(updateDisplayNameRoute);
  await app.register(updateUserStatusRoute);
  await app.register(createOperatorRoute);
}
