import {
  type EmailRegisterBody,
  identityApi,
  type LoginBody,
  type LoginTwoFactorBody,
  type ResetPwdBody,
  type UserView,
} from '@platform/contracts';
import { api } from '../../lib/api.ts';

export const login = (body: LoginBody) => api.call(identityApi.login, { body });

/** The code step, when the account has a second factor. */
export const loginWithCode = (body: LoginTwoFactorBody) => api.call(identityApi.loginTwoFactor, { body });

/** Revokes the session on the server. Every log-out must reach it, so a repeat does not cancel the one in flight. */
export const logout = () => api.call(identityApi.logout, {}, { allowParallel: true });

export const getUserInfo = () => api.call(identityApi.getUserInfo);

/** POST /api/getEmailCode: a sign-up code to a new address. */
export const sendSignUpCode = (email: string) => api.call(identityApi.getEmailCode, { body: { email } });

/** POST /api/getEmailCodeForPwd: a reset code (the answer is the same whether or not the address has an account). */
export const sendResetCode = (email: string) => api.call(identityApi.getEmailCodeForPwd, { body: { email } });

/** POST /api/emailRegister: email, password, username, code, inviteCode (spec section 7). */
export const signUp = (body: EmailRegisterBody) => api.call(identityApi.emailRegister, { body });

/** POST /api/resetPwd: email, password, code; every session of the account ends. */
export const resetPassword = (body: ResetPwdBody) => api.call(identityApi.resetPwd, { body });

export const displayName = (user: Pick<UserView, 'username' | 'email'>) => user.username || user.email;
