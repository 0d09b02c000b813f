import { identityApi } from '@platform/contracts';
import { users } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { checkEmailCode, consumeEmailCode } from '../../core/identity/email-codes.ts';
import { createInviteCode, findUsableInviteCode, useInviteCode } from '../../core/identity/invite-codes.ts';
import { findUserByEmail, toUserView, usernameTaken } from '../../core/identity/users-repo.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { ok } from '../../lib/envelope.ts';
import { requestLanguage } from '../../lib/language.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { say } from '../../lib/say.ts';

/** POST /api/emailRegister { email, password, username, code, inviteCode }. */
export async function emailRegister(app: FastifyInstance) {
  route(app, identityApi.emailRegister, async ({ body, req }) => {
    const { email, password, username, code, inviteCode } = body;
    if (!inviteCode && app.config.REGISTRATION_INVITE_REQUIRED)
      throw AppError.badRequest('enterInviteCode', 'inviteCode');
    const invitation = inviteCode ? await findUsableInviteCode(app.db, inviteCode) : undefined;
    if (inviteCode && !invitation) throw AppError.badRequest('inviteCodeUnknown', 'inviteCode');
    if (await findUserByEmail(app.db, email)) throw AppError.conflict('emailTaken', 'email');
    if (username && (await usernameTaken(app.db, username))) throw AppError.conflict('usernameTaken', 'username');

    const codeId = await checkEmailCode(app.db, app.codeSecret, email, 'register', code);
    const passwordHash = await hashPassword(password);
    try {
      const user = await app.db.transaction(async (tx) => {
        await consumeEmailCode(tx, codeId);
        if (invitation && !(await useInviteCode(tx, invitation.code))) {
          throw AppError.badRequest('inviteCodeUnknown', 'inviteCode');
        }
        const [row] = await tx
          .insert(users)
          .values({
            email,
            username: username ?? null,
            passwordHash,
            invitedBy: invitation?.ownerId ?? null,
            language: requestLanguage(req),
          })
          .returning();
        const own = await createInviteCode(tx, { ownerId: row!.id });
        return toUserView(row!, own);
      });
      return ok(user, say(req, 'registerSuccess'));
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_key')) throw AppError.conflict('emailTaken', 'email');
      if (isUniqueViolation(error, 'users_username_key')) throw AppError.conflict('usernameTaken', 'username');
      throw error;
    }
  });
}
