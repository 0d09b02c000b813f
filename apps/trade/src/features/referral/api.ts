// Query factories of the referral endpoints: the user's invitations (paged, "Load more") and the store links.
import { referralApi } from '@platform/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, nextPageOf } from '../../lib/api.ts';

export const REFERRALS_PAGE_SIZE = 20;

export const referralKeys = {
  all: ['referral'] as const,
  list: () => [...referralKeys.all, 'list'] as const,
  install: () => [...referralKeys.all, 'install'] as const,
};

/** GET /api/referrals, page by page: the code, how many joined with it, and who (newest first). */
export const referralsQuery = () =>
  infiniteQueryOptions({
    queryKey: referralKeys.list(),
    queryFn: ({ signal, pageParam }) =>
      api.call(
        referralApi.referrals,
        { query: { pageNum: pageParam, pageSize: REFERRALS_PAGE_SIZE } },
        { signal, allowParallel: true },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    // Someone may sign up with the code at any time; a return to the page shows them.
    staleTime: 30_000,
  });

/** GET /api/app/install: the store links, set by the operator's configuration (null when there is none). */
export const installInfoQuery = () =>
  queryOptions({
    queryKey: referralKeys.install(),
    queryFn: ({ signal }) => api.call(referralApi.installInfo, {}, { signal }),
    staleTime: 5 * 60_000,
  });
