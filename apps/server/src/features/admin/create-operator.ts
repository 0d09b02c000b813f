import { adminApi } from '@platform/contracts';
import { users } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { recordUserAudit } from '../../core/audit/record-audit.ts';
import { route } from '../../core/http/route.ts';
import { createInviteCode } from '../../core/identity/invite-codes.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { ok } from '../../lib/envelope.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { getAdminUser } from './users-query.ts';

/** POST /api/admin/operators: an admin opens an account for a new operator. */
export async function createOperatorRoute(app: FastifyInstance) {
  route(app, adminApi.createOperator, async ({ body, req }) => {
    const { email, username, password, reason } = body;
    const displayName = body.displayName || null;
    const roles = [...new Set(body.roles)].sort();
    const passwordHash = await hashPassword(password);
    try {
      const id = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({ email, username, passwordHash, roles, displayName })
          .returning({ id: users.id });
        await createInviteCode(tx, { ownerId: row!.id });
        await recordUserAudit(tx, req, row!.id, 'operator.create', { reason, detail: { roles, displayName } });
        return row!.id;
      });
      return ok((await getAdminUser(app.db, id))!);
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_key')) throw AppError.conflict('emailTaken', 'email');
      if (isUniqueViolation(error, 'users_username_key')) throw AppError.conflict('usernameTaken', 'username');
      throw error;
    }
  });
}
