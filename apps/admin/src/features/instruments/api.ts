import { isApiError } from '@platform/client';
import { type adminInstrumentView, type EndpointInput, marketAdminApi, type z } from '@platform/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api.ts';
import { useAuditedChange } from '../../shared/audited-change.ts';

export type AdminInstrument = z.infer<typeof adminInstrumentView>;
/** The back-office list's query: the public list's filters, a sort and the page. */
export type InstrumentsQuery = NonNullable<EndpointInput<typeof marketAdminApi.instruments>['query']>;
/** The columns the list sorts by. */
export type InstrumentSort = Exclude<NonNullable<InstrumentsQuery['sort']>, `-${string}`>;

/** Quotes move with every tick: lists and details refresh every few seconds while they are on screen. */
const REFRESH_MS = 5_000;

export const instrumentQueries = {
  all: ['admin', 'market', 'instruments'] as const,
  list: (filters: InstrumentsQuery) =>
    queryOptions({
      queryKey: [...instrumentQueries.all, 'list', filters],
      queryFn: ({ signal }) => api.call(marketAdminApi.instruments, { query: filters }, { signal }),
      staleTime: 2_000,
      refetchInterval: REFRESH_MS,
      placeholderData: keepPreviousData,
    }),
  /** One instrument with its halt; null when no instrument has this symbol. */
  detail: (symbol: string) =>
    queryOptions({
      queryKey: [...instrumentQueries.all, 'detail', symbol],
      queryFn: ({ signal }) =>
        api.call(marketAdminApi.instrument, { params: { symbol } }, { signal }).catch((error: unknown) => {
          if (isApiError(error) && error.code === 404) return null;
          throw error;
        }),
      staleTime: 2_000,
      refetchInterval: REFRESH_MS,
    }),
};

/** Halts or resumes trading in an instrument, with the reason the audit log records. */
export function useSetHalt(symbol: string) {
  const queryClient = useQueryClient();
  const changed = useAuditedChange(instrumentQueries.all);
  return useMutation({
    mutationFn: ({ halt, reason }: { halt: boolean; reason: string }) =>
      api.call(halt ? marketAdminApi.halt : marketAdminApi.resume, { params: { symbol }, body: { reason } }),
    onSuccess: async (instrument) => {
      queryClient.setQueryData(instrumentQueries.detail(symbol).queryKey, instrument);
      await changed();
    },
  });
}
