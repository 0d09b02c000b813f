import { createApiClient } from '@platform/ui';
import { i18n } from './i18n.ts';
import { useSession } from './session.ts';

/** The one request client of the trade app. */
export const api = createApiClient({ session: useSession, i18n, baseURL: '/api' });
