import { mediationNoticesApi, type UpdateNoticePreferenceBody } from '@platform/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** GET /api/mediate/notices: each kind of case notice and whether it comes by e-mail. Changed only from this tab. */
export const noticePreferencesQuery = () =>
  queryOptions({
    queryKey: ['mediation', 'notices'],
    queryFn: () => api.call(mediationNoticesApi.noticePreferences),
    staleTime: 5 * 60_000,
  });

/**
 * POST /api/mediate/notices: answers the whole list as it now stands. Switches flipped in quick succession each
 * complete (no cancel-on-repeat): each is a different choice.
 */
export const updateNoticePreference = (body: UpdateNoticePreferenceBody) =>
  api.call(mediationNoticesApi.updateNoticePreference, { body }, { allowParallel: true });
