import { identityApi } from '@platform/contracts';
import { eq, users } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { checkEmailCode, consumeEmailCode } from '../../core/identity/email-codes.ts';
import { revokeUserSessions } from '../../core/identity/sessions-repo.ts';
import { findUserByEmail } from '../../core/identity/users-repo.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { say } from '../../lib/say.ts';

/** POST /api/resetPwd { email, password, code }: sets a new password and signs the user out everywhere. */
export async function resetPwd(app: FastifyInstance) {
  route(app, identityApi.resetPwd, async ({ body, req }) => {
    const { email, password, code } = body;
    const user = await findUserByEmail(app.db, email);
    if (!user) throw AppError.badRequest('codeWrong', 'code');
    const codeId = await checkEmailCode(app.db, app.codeSecret, email, 'reset_password', code);
    const passwordHash = await hashPassword(password);
    const revoked = await app.db.transaction(async (tx) => {
      await consumeEmailCode(tx, codeId);
      await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
      return revokeUserSessions(tx, user.id);
    });
    app.events.publish(revoked);
    return ok(null, say(req, 'resetSuccess'));
  });
}
