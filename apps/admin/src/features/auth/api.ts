import { identityApi, isOperator, type LoginBody, type UserView } from '@platform/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api, revokeToken } from '../../shared/api.ts';
import { session } from '../../shared/session.ts';

export class NoBackOfficeAccess extends Error {
  constructor() {
    super('no back-office access');
    this.name = 'NoBackOfficeAccess';
  }
}

/** Logs in; an account without an operator role is refused here and its fresh session revoked at once. */
export async function logIn(body: LoginBody): Promise<UserView> {
  const { token, user } = await api.call(identityApi.login, { body });
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
};
