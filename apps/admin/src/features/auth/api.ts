import {
  identityApi,
  isOperator,
  type LoginBody,
  type LoginResult,
  type LoginTwoFactorBody,
  needsSecondFactor,
  twoFactorApi,
  type UserView,
} from '@platform/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api, revokeToken } from '../../shared/api.ts';
import { session } from '../../shared/session.ts';

export class NoBackOfficeAccess extends Error {
  constructor() {
    super('no back-office access');
    this.name = 'NoBackOfficeAccess';
  }
}

/** What the password step leads to: the signed-in operator, or the code step (the challenge it sends back). */
export type LogInOutcome = { user: UserView } | { challenge: string };

/** Logs in; an account with a second factor answers a challenge for the code step instead of a session. */
export async function logIn(body: LoginBody): Promise<LogInOutcome> {
  const result = await api.call(identityApi.login, { body });
  if (needsSecondFactor(result)) return { challenge: result.challenge };
  return { user: await keepOperatorSession(result) };
}

/** The code step: a TOTP code or a recovery code opens the session. */
export async function logInWithCode(body: LoginTwoFactorBody): Promise<UserView> {
  return keepOperatorSession(await api.call(identityApi.loginTwoFactor, { body }));
}

/** An account without an operator role is refused here and its fresh session revoked at once. */
async function keepOperatorSession({ token, user }: LoginResult): Promise<UserView> {
  if (!isOperator(user.roles)) {
    await revokeToken(token).catch(() => undefined); // the refusal stands even if the revocation fails
    throw new NoBackOfficeAccess();
  }
  session.getState().signIn(token, user);
  return user;
}

export async function logOut() {
  try {
    await api.call(identityApi.logout);
  } finally {
    session.getState().signOut();
  }
}

export const authQueries = {
  /** The signed-in operator as the server knows them now (roles may have changed since log-in). */
  me: () =>
    queryOptions({
      queryKey: ['admin', 'me'],
      queryFn: ({ signal }) => api.call(identityApi.getUserInfo, {}, { signal }),
      staleTime: 60_000,
    }),
  /** Whether the operator has a second factor: until they do, the back office shows only its enrolment. */
  twoFactor: () =>
    queryOptions({
      queryKey: ['admin', 'two-factor'],
      queryFn: ({ signal }) => api.call(twoFactorApi.status, {}, { signal }),
      staleTime: Number.POSITIVE_INFINITY,
    }),
};
