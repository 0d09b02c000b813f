import { createApiClient } from '@platform/ui';
import { i18n } from './i18n.ts';
import { useSession } from './session.ts';

/** Where the API lives (files are fetched from addresses under it). */
export const API_BASE = '/api';

/** The one request client of the trade app. */
export const api = createApiClient({ session: useSession, i18n, baseURL: API_BASE });
