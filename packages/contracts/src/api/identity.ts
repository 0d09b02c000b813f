// Sign-up, log-in, log-out, password reset and the signed-in user (spec section 7). The spec's paths are kept as written.
import { endpoint, perIp } from '../endpoint.ts';
import {
  emailRegisterBody,
  getEmailCodeBody,
  loginBody,
  loginResult,
  resetPwdBody,
  updateLanguageBody,
  userView,
} from '../identity.ts';
import { loginTwoFactorBody, signInResult } from '../two-factor.ts';
import { z } from '../zod.ts';

const anyone = { tag: 'identity', caller: 'public' } as const;
const user = { tag: 'identity', caller: 'user' } as const;

export const identityApi = {
  /** Sends a sign-up code. */
  getEmailCode: endpoint({
    ...anyone,
    method: 'POST',
    path: '/getEmailCode',
    body: getEmailCodeBody,
    response: z.null(),
    rateLimit: perIp(10),
  }),
  /** Email, password, username, code and invitation code. */
  emailRegister: endpoint({
    ...anyone,
    method: 'POST',
    path: '/emailRegister',
    body: emailRegisterBody,
    response: userView,
    rateLimit: perIp(10),
  }),
  /** The account is a username, user ID or e-mail address. */
  login: endpoint({
    ...anyone,
    method: 'POST',
    path: '/login',
    body: loginBody,
    response: signInResult,
    rateLimit: perIp(30),
  }),
  /** The code step, when the password step answered a challenge: a TOTP code or a recovery code opens the session. */
  loginTwoFactor: endpoint({
    ...anyone,
    method: 'POST',
    path: '/login/two-factor',
    body: loginTwoFactorBody,
    response: loginResult,
    rateLimit: perIp(30),
  }),
  /** Revokes the session the request carries. */
  logout: endpoint({ ...anyone, method: 'POST', path: '/logout', response: z.null() }),
  /** The signed-in user. */
  getUserInfo: endpoint({ ...user, method: 'GET', path: '/getUserInfo', response: userView }),
  /** Sends a password-reset code; the answer is the same whether or not the address has an account. */
  getEmailCodeForPwd: endpoint({
    ...anyone,
    method: 'POST',
    path: '/getEmailCodeForPwd',
    body: getEmailCodeBody,
    response: z.null(),
    rateLimit: perIp(10),
  }),
  /** Sets a new password and signs the user out everywhere. */
  resetPwd: endpoint({
    ...anyone,
    method: 'POST',
    path: '/resetPwd',
    body: resetPwdBody,
    response: z.null(),
    rateLimit: perIp(10),
  }),
  /** The language e-mails and messages use for this user. */
  updateLanguage: endpoint({
    ...user,
    method: 'POST',
    path: '/updateLanguage',
    body: updateLanguageBody,
    response: z.null(),
  }),
} as const;
