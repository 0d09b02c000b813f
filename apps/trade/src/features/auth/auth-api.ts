// The identity calls behind log-in, sign-up and password reset.
import {
  type EmailRegisterBody,
  identityApi,
  type LoginBody,
  type LoginResult,
  type LoginTwoFactorBody,
  needsSecondFactor,
  type ResetPwdBody,
} from '@platform/contracts';
import { isLanguage, useTexts } from '@platform/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { APP } from '../../lib/i18n.ts';
import { updateLanguage, userInfoQuery } from '../../lib/identity.ts';
import { useSession } from '../../lib/session.ts';

/** POST /api/getEmailCode: a sign-up code to a new address. */
export const sendSignUpCode = (email: string) => api.call(identityApi.getEmailCode, { body: { email } });

/** POST /api/getEmailCodeForPwd: a reset code (the answer is the same whether or not the address has an account). */
export const sendResetCode = (email: string) => api.call(identityApi.getEmailCodeForPwd, { body: { email } });

/** POST /api/login/two-factor: the code step, when the password step answered a challenge. */
export const logInWithCode = (body: LoginTwoFactorBody) => api.call(identityApi.loginTwoFactor, { body });

/** Starts the session a sign-in opened; the guard then moves on. */
export function useStartSession() {
  const signIn = useSession((s) => s.signIn);
  const queryClient = useQueryClient();
  const { i18n } = useTexts(APP);
  return ({ token, user }: LoginResult) => {
    queryClient.setQueryData(userInfoQuery().queryKey, user);
    signIn(token, user);
    // The language chosen on this device wins; the server writes this user's e-mails in it from now on.
    if (user.language !== i18n.language && isLanguage(i18n.language)) {
      void updateLanguage(i18n.language).catch(() => undefined);
    }
  };
}

/** POST /api/login; a session starts, or (an account with a second factor) the answer carries the code step's challenge. */
export function useLogin() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (body: LoginBody) => api.call(identityApi.login, { body }),
    onSuccess: (result) => {
      if (!needsSecondFactor(result)) startSession(result);
    },
  });
}

/** POST /api/emailRegister. */
export function useSignUp() {
  return useMutation({ mutationFn: (body: EmailRegisterBody) => api.call(identityApi.emailRegister, { body }) });
}

/** POST /api/resetPwd: the user's other sessions end too. */
export function useResetPassword() {
  return useMutation({ mutationFn: (body: ResetPwdBody) => api.call(identityApi.resetPwd, { body }) });
}
