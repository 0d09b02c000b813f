import { type RealNameBody, realNameApi } from '@platform/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api.ts';

export const realInfoKey = ['realname', 'info'] as const;

/** GET /api/getRealInfo: not submitted, pending, approved or rejected, with the latest submission. */
export const realInfoQuery = () =>
  queryOptions({
    queryKey: realInfoKey,
    queryFn: () => api.call(realNameApi.info),
    staleTime: 10_000,
  });

/** POST /api/real. */
export const submitRealName = (body: RealNameBody) => api.call(realNameApi.submit, { body });
