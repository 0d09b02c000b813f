import { type PlanView, PORTAL_PATHS } from '@platform/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** GET /api/plan/list: the published service plans with their fees, in order. */
export const plansQuery = (language: string) =>
  queryOptions({
    queryKey: ['plans', 'list', language],
    queryFn: () => api.get<PlanView[]>(PORTAL_PATHS.planList, { language }),
    staleTime: 5 * 60_000,
  });
