import { envelopeOf, PORTAL_PATHS, updatePwdBody, z } from '@platform/contracts';
import { eq, users } from '@platform/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { perIp } from '../../lib/rate-limit.ts';
import { say } from '../../lib/say.ts';
import { currentUser } from '../../plugins/auth.ts';
import { revokeUserSessions } from '../identity/sessions-repo.ts';

/** POST /api/updatePwd { oldPassword, newPassword }: changes the password and ends every session, this one too. */
export const updatePwd: FastifyPluginAsyncZod = async (app) => {
  app.post(
    PORTAL_PATHS.updatePwd,
    {
      config: { rateLimit: perIp(app, 10) },
      schema: { tags: ['account'], body: updatePwdBody, response: { 200: envelopeOf(z.null()) } },
    },
    async (req) => {
      const userId = currentUser(req).id;
      const { oldPassword, newPassword } = req.body;
      const [user] = await app.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
      if (!(await verifyPassword(user?.hash ?? null, oldPassword)))
        throw AppError.badRequest('oldPasswordWrong', 'oldPassword');
      if (oldPassword === newPassword) throw AppError.badRequest('newPasswordSame', 'newPassword');
      const passwordHash = await hashPassword(newPassword);
      await app.db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
        await revokeUserSessions(tx, userId);
      });
      return ok(null, say(req, 'passwordChanged'));
    },
  );
};
