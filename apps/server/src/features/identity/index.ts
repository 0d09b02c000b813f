import type { FastifyInstance } from 'fastify';
import { emailRegister } from './email-register.ts';
import { getEmailCode } from './get-email-code.ts';
import { getEmailCodeForPwd } from './get-email-code-for-pwd.ts';
import { getUserInfo } from './get-user-info.ts';
import { login } from './login.ts';
import { loginTwoFactor } from './login-two-factor.ts';
import { logout } from './logout.ts';
import { resetPwd } from './reset-pwd.ts';
import { twoFactorRoutes } from './two-factor/index.ts';
import { updateLanguage } from './update-language.ts';

/** Sign-up, log-in, log-out, password reset and the signed-in user. Each route's caller, limits and schemas come from its definition in contracts. */
export async function identityRoutes(app: FastifyInstance) {
  await app.register(getEmailCode);
  await app.register(emailRegister);
  await app.register(login);
  await app.register(loginTwoFactor);
  await app.register(twoFactorRoutes);
  await app.register(logout);
  await app.register(getEmailCodeForPwd);
  await app.register(resetPwd);
  await app.register(getUserInfo);
  await app.register(updateLanguage);
}
