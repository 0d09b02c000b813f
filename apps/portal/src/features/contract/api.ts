import { endpointPath } from '@platform/client';
import { mediationApi, type SaveContractBody } from '@platform/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/**
 * GET /api/mediate/getContract?caseId=: that case's current agreement; without a case, the one awaiting signature,
 * else the latest, else null. Reading it records an `opened` event, so it is not refetched behind the user's back.
 */
export const contractQuery = (caseId?: number) =>
  queryOptions({
    queryKey: ['mediation', 'contract', caseId ?? 'current'],
    queryFn: () => api.call(mediationApi.agreement, { query: { caseId } }),
    staleTime: 5 * 60_000,
  });

/** GET /api/mediate/contractList: every agreement of the user's cases, newest first. */
export const contractListQuery = () =>
  queryOptions({
    queryKey: ['mediation', 'contracts'],
    queryFn: () => api.call(mediationApi.agreements),
    staleTime: 30_000,
  });

/** POST /api/mediate/saveContract. */
export const saveContract = (body: SaveContractBody) => api.call(mediationApi.signAgreement, { body });

/** GET /api/mediate/contractPdf?id=: the agreement as a PDF (fetched with the token). */
export const contractPdfUrl = (id: number, download = false) =>
  `/api${endpointPath(mediationApi.agreementPdf, { query: download ? { id, download: '1' } : { id } })}`;
