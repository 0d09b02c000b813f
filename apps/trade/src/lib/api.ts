import { createApiClient } from '@platform/ui';
import { i18n } from './i18n.ts';
import { useSession } from './session.ts';

/** Where the API lives (files are fetched from addresses under it). */
export const API_BASE = '/api';

/** The one request client of the trade app. */
export const api = createApiClient({ session: useSession, i18n, baseURL: API_BASE });

/** The page after the last one loaded, while the rows loaded so far are fewer than the total (for infinite lists). */
export const nextPageOf = (
  last: { total: number; rows: readonly unknown[] },
  pages: readonly { rows: readonly unknown[] }[],
  lastPage: number,
) =>
  pages.reduce((n, page) => n + page.rows.length, 0) < last.total && last.rows.length > 0 ? lastPage + 1 : undefined;
