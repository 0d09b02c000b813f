// The one API client of the back office: the operator's token, the chosen language, and the app-wide reactions to
// an expired session (toast, sign out; the route guard then shows the log-in page) and to a failed network.
import { type ApiError, createClient } from '@platform/client';
import { identityApi } from '@platform/contracts';
import { storedLanguage, toast } from '@platform/ui';
import { session } from './session.ts';

export function onSessionExpired(error: ApiError) {
  if (!session.getState().token) return;
  toast.error(error.msg, { id: 'login-expired' }); // parallel requests fail together: one toast
  session.getState().signOut('expired');
}

export const api = createClient({
  baseURL: '/api',
  getToken: () => session.getState().token,
  getLanguage: storedLanguage,
  onSessionExpired,
  onNetworkError: (error) => toast.error(error.msg, { id: 'network-error' }),
});

/** Revokes a token the app will not keep (an account without back-office access that just logged in). */
export function revokeToken(token: string) {
  const once = createClient({ baseURL: '/api', getToken: () => token, getLanguage: storedLanguage });
  return once.call(identityApi.logout);
}
