import { type MediatorMessageBody, type MediatorProposalBody, mediationThreadApi } from '@platform/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api.ts';
import { caseQueries } from './api.ts';

/**
 * GET /admin/mediation/cases/:id/thread: every message, caucus included, and the proposals. Reading it marks it read
 * for the mediator, so it is asked again every 10 s while the case page is open.
 */
export const caseThreadQuery = (id: number) =>
  queryOptions({
    queryKey: [...caseQueries.all, 'thread', id],
    queryFn: ({ signal }) => api.call(mediationThreadApi.mediatorThread, { params: { id } }, { signal }),
    staleTime: 5_000,
    refetchInterval: 10_000,
  });

/** POST /admin/mediation/cases/:id/messages: to both parties, or to one alone. */
export function useSendMediatorMessage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MediatorMessageBody) => api.call(mediationThreadApi.mediatorMessage, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caseThreadQuery(id).queryKey }),
  });
}

/** POST /admin/mediation/cases/:id/proposals: a proposal to both parties, accepted only when both accept it. */
export function usePutMediatorProposal(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MediatorProposalBody) => api.call(mediationThreadApi.mediatorProposal, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caseThreadQuery(id).queryKey }),
  });
}
