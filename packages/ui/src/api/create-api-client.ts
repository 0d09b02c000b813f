import { type Client, createClient } from '@platform/client';
import type { i18n } from 'i18next';
import { toast } from '../feedback/toast.ts';
import type { SessionStore } from '../session/session-store.ts';

export interface ApiClientOptions {
  session: SessionStore;
  i18n: i18n;
  /** Where the API lives; `/api` when served by the platform's server. */
  baseURL?: string;
}

/**
 * The request client wired to an app: the session's token, the current language, and the spec's reactions (section 8):
 * 401/403 show 'Login expired' and sign the user out; a network failure shows 'Network error'.
 */
export function createApiClient({ session, i18n, baseURL = '/api' }: ApiClientOptions): Client {
  return createClient({
    baseURL,
    getToken: () => session.getState().token,
    getLanguage: () => i18n.language,
    // Development and the browser tests' build check every answer against its contract; production trusts it. The
    // condition is spelled out in each place (build-time constants) so that production builds drop the table's import.
    validateResponses: import.meta.env.DEV || import.meta.env.VITE_CHECK_RESPONSES === 'true',
    loadEndpointTable:
      import.meta.env.DEV || import.meta.env.VITE_CHECK_RESPONSES === 'true'
        ? () => import('@platform/client/endpoint-table').then((table) => table.endpointsByRoute)
        : undefined,
    onSessionExpired: () => {
      toast.error(i18n.t('common:loginExpired'), { id: 'login-expired' });
      session.getState().signOut('expired');
    },
    onNetworkError: () => toast.error(i18n.t('common:networkError'), { id: 'network-error' }),
  });
}
