import { type ApplyMediateBody, mediationApi } from '@platform/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** GET /api/mediate/getMediaterequest?disputeType=: what to provide for a kind of dispute. */
export const requiredMaterialsQuery = (disputeType: string) =>
  queryOptions({
    queryKey: ['mediation', 'materials', disputeType],
    queryFn: () => api.call(mediationApi.requiredMaterials, { query: { disputeType } }),
    staleTime: 60 * 60_000,
    enabled: disputeType !== '',
  });

/** POST /api/mediate/applyMediate. */
export const applyMediate = (body: ApplyMediateBody) => api.call(mediationApi.apply, { body });
