import {
  caseTopic,
  type MediatorMessageBody,
  type MediatorProposalBody,
  mediationThreadApi,
} from '@platform/contracts';
import { useNews, whileUnheard } from '@platform/ui';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api.ts';
import { liveSocket } from '../../shared/live.ts';
import { caseQueries } from './api.ts';

/**
 * GET /admin/mediation/cases/:id/thread: every message, caucus included, and the proposals. Reading it marks it read
 * for the mediator. It follows the case's news (useCaseNews), and is asked again every 10 s only while that is not
 * heard.
 */
export const caseThreadQuery = (id: number) =>
  queryOptions({
    queryKey: [...caseQueries.all, 'thread', id],
    queryFn: ({ signal }) => api.call(mediationThreadApi.mediatorThread, { params: { id } }, { signal }),
    staleTime: 5_000,
    refetchInterval: () => whileUnheard(liveSocket, caseTopic(id), 10_000),
  });

/** While a case's page is open: its reads (the case, its thread, the lists) are asked again when it moved on. */
export const useCaseNews = (id: number | null, watching: boolean) =>
  useNews(liveSocket, caseTopic(id ?? 0), caseQueries.all, { watching: watching && id !== null });

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
