import { accountApi } from '@platform/contracts';
import { eq, users } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { revokeUserSessions } from '../../core/identity/sessions-repo.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { say } from '../../lib/say.ts';

/** POST /api/updatePwd { oldPassword, newPassword }: changes the password and ends every session, this one too. */
export async function updatePwd(app: FastifyInstance) {
  route(app, accountApi.updatePwd, async ({ user, body, req }) => {
    const userId = user.id;
    const { oldPassword, newPassword } = body;
    const [row] = await app.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
    if (!(await verifyPassword(row?.hash ?? null, oldPassword)))
      throw AppError.badRequest('oldPasswordWrong', 'oldPassword');
    if (oldPassword === newPassword) throw AppError.badRequest('newPasswordSame', 'newPassword');
    const passwordHash = await hashPassword(newPassword);
    const revoked = await app.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
      return revokeUserSessions(tx, userId);
    });
    app.events.publish(revoked);
    return ok(null, say(req, 'passwordChanged'));
  });
}
