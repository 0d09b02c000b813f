import { type EndpointInput, type IpoOfferingBody, type IpoOfferingPatchBody, ipoAdminApi } from '@platform/contracts';
import { untilNext } from '@platform/ui';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../shared/api.ts';
import { useAuditedChange } from '../../shared/audited-change.ts';
import { whileProductLineUnheard } from '../../shared/live.ts';

export const ipoQueries = {
  all: ['admin', 'ipo'] as const,
  offerings: (filters: NonNullable<EndpointInput<typeof ipoAdminApi.offerings>['query']>) =>
    queryOptions({
      queryKey: [...ipoQueries.all, 'offerings', filters],
      queryFn: ({ signal }) => api.call(ipoAdminApi.offerings, { query: filters }, { signal }),
      // Subscriptions and frozen amounts move while an offering is open: told by the line's news (useProductLineNews);
      // an offering opens and closes by the clock alone, and is asked again then.
      staleTime: 10_000,
      refetchInterval: (query) =>
        whileProductLineUnheard('ipo', 30_000) ||
        untilNext((query.state.data?.rows ?? []).flatMap((offering) => [offering.opensAt, offering.closesAt])),
      placeholderData: keepPreviousData,
    }),
  /** One offering, on its page: asked again as the list is (its line's news, its opening and deadline). */
  offering: (id: number) =>
    queryOptions({
      queryKey: [...ipoQueries.all, 'offering', id],
      queryFn: ({ signal }) => api.call(ipoAdminApi.offering, { params: { id } }, { signal }),
      staleTime: 10_000,
      refetchInterval: (query) =>
        whileProductLineUnheard('ipo', 30_000) ||
        untilNext(query.state.data ? [query.state.data.opensAt, query.state.data.closesAt] : []),
    }),
  /** The published allotment: fixed once it has run. */
  allotment: (id: number) =>
    queryOptions({
      queryKey: [...ipoQueries.all, 'allotment', id],
      queryFn: ({ signal }) => api.call(ipoAdminApi.allotment, { params: { id } }, { signal }),
      staleTime: 60_000,
    }),
};

/** Creates an offering, or changes the one with `id` (before it opens). */
export function useSaveOffering() {
  const onSuccess = useAuditedChange(ipoQueries.all);
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: IpoOfferingBody }) =>
      id === null ? api.call(ipoAdminApi.create, { body }) : api.call(ipoAdminApi.update, { params: { id }, body }),
    onSuccess,
  });
}

/** Once open: the final price or the prospectus. */
export function usePatchOffering() {
  const onSuccess = useAuditedChange(ipoQueries.all);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: IpoOfferingPatchBody }) =>
      api.call(ipoAdminApi.patch, { params: { id }, body }),
    onSuccess,
  });
}

/** Sandbox only: close the subscription now (the allotment runs) or list now. */
export function useSandboxControl() {
  const onSuccess = useAuditedChange(ipoQueries.all);
  return useMutation({
    mutationFn: ({ id, control, reason }: { id: number; control: 'closeNow' | 'listNow'; reason: string }) =>
      api.call(ipoAdminApi[control], { params: { id }, body: { reason } }),
    onSuccess,
  });
}
