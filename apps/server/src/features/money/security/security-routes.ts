import { securityApi } from '@platform/contracts';
import { eq, users } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { recordUserAudit } from '../../../core/audit/record-audit.ts';
import { route } from '../../../core/http/route.ts';
import { checkEmailCode, consumeEmailCode, issueEmailCode } from '../../../core/identity/email-codes.ts';
import { revokeUserSessions } from '../../../core/identity/sessions-repo.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { requestLanguage } from '../../../lib/language.ts';
import { hashPassword, verifyPassword } from '../../../lib/passwords.ts';
import { say } from '../../../lib/say.ts';
import { replaceTradePassword, securityStatus, setTradePassword } from './trade-password.ts';

/** The security center under /api/security: log-in password, transaction password set / change / reset by e-mail. */
export async function securityRoutes(app: FastifyInstance) {
  route(app, securityApi.status, async ({ user }) => ok(await securityStatus(app.db, user.id)));

  route(app, securityApi.changeLoginPassword, async ({ user, body, req }) => {
    const userId = user.id;
    const [row] = await app.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
    if (!(await verifyPassword(row?.hash ?? null, body.oldPassword))) {
      throw AppError.badRequest('currentPasswordWrong', 'oldPassword');
    }
    const passwordHash = await hashPassword(body.password);
    const revoked = await app.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
      const ended = await revokeUserSessions(tx, userId, req.sessionHash ?? undefined);
      await recordUserAudit(tx, req, userId, 'security.login_password_changed');
      return ended;
    });
    app.events.publish(revoked);
    return ok(null, say(req, 'loginPasswordChanged'));
  });

  route(app, securityApi.setTradePassword, async ({ user, body, req }) => {
    await setTradePassword(app.db, user.id, body.password);
    return ok(await securityStatus(app.db, user.id), say(req, 'tradePasswordSetDone'));
  });

  route(app, securityApi.changeTradePassword, async ({ user, body, req }) => {
    await app.tradePasswords.verify(user.id, body.oldPassword, 'oldPassword');
    await replaceTradePassword(app.db, user.id, body.password);
    return ok(await securityStatus(app.db, user.id), say(req, 'tradePasswordChanged'));
  });

  route(app, securityApi.sendTradePasswordCode, async ({ user, req }) => {
    await issueEmailCode(app.db, app.mailer, app.codeSecret, user.email, 'reset_trade_password', requestLanguage(req));
    return ok(null, say(req, 'codeSent'));
  });

  route(app, securityApi.resetTradePassword, async ({ user, body, req }) => {
    const codeId = await checkEmailCode(app.db, app.codeSecret, user.email, 'reset_trade_password', body.code);
    await consumeEmailCode(app.db, codeId);
    await replaceTradePassword(app.db, user.id, body.password);
    return ok(await securityStatus(app.db, user.id), say(req, 'tradePasswordResetDone'));
  });
}
