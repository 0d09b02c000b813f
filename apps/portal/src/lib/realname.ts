import { PORTAL_PATHS, type RealInfoView, type RealNameBody } from '@platform/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api.ts';

export const realInfoKey = ['realname', 'info'] as const;

/** GET /api/getRealInfo: not submitted, pending, approved or rejected, with the latest submission. */
export const realInfoQuery = () =>
  queryOptions({
    queryKey: realInfoKey,
    queryFn: () => api.get<RealInfoView>(PORTAL_PATHS.getRealInfo),
    staleTime: 10_000,
  });

/** POST /api/real. */
export const submitRealName = (body: RealNameBody) => api.post<RealInfoView>(PORTAL_PATHS.real, body);
