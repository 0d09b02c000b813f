import { adminUserView, createOperatorBody, envelopeOf } from '@platform/contracts';
import { users } from '@platform/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { ok } from '../../lib/envelope.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { createInviteCode } from '../identity/invite-codes.ts';
import { getAdminUser } from './users-query.ts';

/** POST /api/admin/operators: an admin opens an account for a new operator. */
export const createOperatorRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/operators',
    { schema: { tags: ['admin'], body: createOperatorBody, response: { 200: envelopeOf(adminUserView) } } },
    async (req) => {
      const { email, username, password, reason } = req.body;
      const roles = [...new Set(req.body.roles)].sort();
      const passwordHash = await hashPassword(password);
      try {
        const id = await app.db.transaction(async (tx) => {
          const [row] = await tx
            .insert(users)
            .values({ email, username, passwordHash, roles })
            .returning({ id: users.id });
          await createInviteCode(tx, { ownerId: row!.id });
          await recordAudit(tx, req, {
            action: 'operator.create',
            targetType: 'user',
            targetId: row!.id,
            subjectUserId: row!.id,
            reason,
            detail: { roles },
          });
          return row!.id;
        });
        return ok((await getAdminUser(app.db, id))!);
      } catch (error) {
        if (isUniqueViolation(error, 'users_email_key')) throw AppError.conflict('emailTaken', 'email');
        if (isUniqueViolation(error, 'users_username_key')) throw AppError.conflict('usernameTaken', 'username');
        throw error;
      }
    },
  );
};
