import type { LoginBody, LoginResult, UserView } from '@platform/contracts';
import { api } from '../../lib/api.ts';

export const login = (body: LoginBody) => api.post<LoginResult>('/login', body);

/** Revokes the session on the server. Every log-out must reach it, so a repeat does not cancel the one in flight. */
export const logout = () => api.post<null>('/logout', {}, { allowParallel: true });

export const getUserInfo = () => api.get<UserView>('/getUserInfo');

export const displayName = (user: Pick<UserView, 'username' | 'email'>) => user.username || user.email;
