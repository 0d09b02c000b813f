import {
  changeLoginPasswordBody,
  changeTradePasswordBody,
  envelopeOf,
  resetTradePasswordBody,
  SECURITY_PATHS,
  securityStatusView,
  setTradePasswordBody,
  z,
} from '@platform/contracts';
import { eq, users } from '@platform/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { requestLanguage } from '../../../lib/language.ts';
import { hashPassword, verifyPassword } from '../../../lib/passwords.ts';
import { say } from '../../../lib/say.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import { checkEmailCode, consumeEmailCode, issueEmailCode } from '../../identity/email-codes.ts';
import { revokeUserSessions } from '../../identity/sessions-repo.ts';
import { accountLimit } from '../money-routes.ts';
import { replaceTradePassword, securityStatus, setTradePassword, verifyTradePassword } from './trade-password.ts';

const statusResponse = { 200: envelopeOf(securityStatusView) };

/** The security center under /api/security: log-in password, transaction password set / change / reset by e-mail. */
export const securityRoutes: FastifyPluginAsyncZod = async (app) => {
  const guesses = accountLimit(app, 10);

  app.get(SECURITY_PATHS.status, { schema: { tags: ['security'], response: statusResponse } }, async (req) =>
    ok(await securityStatus(app.db, currentUser(req).id)),
  );

  app.post(
    SECURITY_PATHS.loginPassword,
    {
      preHandler: guesses,
      schema: { tags: ['security'], body: changeLoginPasswordBody, response: { 200: envelopeOf(z.null()) } },
    },
    async (req) => {
      const userId = currentUser(req).id;
      const [user] = await app.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
      if (!(await verifyPassword(user?.hash ?? null, req.body.oldPassword))) {
        throw AppError.badRequest('currentPasswordWrong', 'oldPassword');
      }
      const passwordHash = await hashPassword(req.body.password);
      await app.db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
        await revokeUserSessions(tx, userId, req.sessionHash ?? undefined);
        await recordAudit(tx, req, {
          action: 'security.login_password_changed',
          targetType: 'user',
          targetId: userId,
          subjectUserId: userId,
        });
      });
      return ok(null, say(req, 'loginPasswordChanged'));
    },
  );

  app.post(
    SECURITY_PATHS.tradePassword,
    { preHandler: guesses, schema: { tags: ['security'], body: setTradePasswordBody, response: statusResponse } },
    async (req) => {
      const userId = currentUser(req).id;
      await setTradePassword(app.db, userId, req.body.password);
      return ok(await securityStatus(app.db, userId), say(req, 'tradePasswordSetDone'));
    },
  );

  app.post(
    SECURITY_PATHS.tradePasswordChange,
    { preHandler: guesses, schema: { tags: ['security'], body: changeTradePasswordBody, response: statusResponse } },
    async (req) => {
      const userId = currentUser(req).id;
      await verifyTradePassword(app.db, userId, req.body.oldPassword, 'oldPassword');
      await replaceTradePassword(app.db, userId, req.body.password);
      return ok(await securityStatus(app.db, userId), say(req, 'tradePasswordChanged'));
    },
  );

  app.post(
    SECURITY_PATHS.tradePasswordCode,
    { preHandler: guesses, schema: { tags: ['security'], response: { 200: envelopeOf(z.null()) } } },
    async (req) => {
      const user = currentUser(req);
      await issueEmailCode(app.db, app.mailer, user.email, 'reset_trade_password', requestLanguage(req));
      return ok(null, say(req, 'codeSent'));
    },
  );

  app.post(
    SECURITY_PATHS.tradePasswordReset,
    { preHandler: guesses, schema: { tags: ['security'], body: resetTradePasswordBody, response: statusResponse } },
    async (req) => {
      const user = currentUser(req);
      const codeId = await checkEmailCode(app.db, user.email, 'reset_trade_password', req.body.code);
      await consumeEmailCode(app.db, codeId);
      await replaceTradePassword(app.db, user.id, req.body.password);
      return ok(await securityStatus(app.db, user.id), say(req, 'tradePasswordResetDone'));
    },
  );
};
