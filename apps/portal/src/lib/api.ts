import { createApiClient } from '@platform/ui';
import { i18n } from './i18n.ts';
import { useSession } from './session.ts';

/** The portal's one request client: token, language, 'Login expired' on 401/403, 'Network error' (spec section 8). */
export const api = createApiClient({ session: useSession, i18n, baseURL: '/api' });
