import {
  type EndpointInput,
  type MiningProductActiveBody,
  type MiningProductBody,
  miningAdminApi,
} from '@platform/contracts';
import { untilNext } from '@platform/ui';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../shared/api.ts';
import { useAuditedChange } from '../../shared/audited-change.ts';
import { whileProductLineUnheard } from '../../shared/live.ts';

type ProductsQuery = NonNullable<EndpointInput<typeof miningAdminApi.products>['query']>;

export const miningQueries = {
  all: ['admin', 'mining'] as const,
  /** Every product, in its usual order or sorted (`name`, `-termDays`). */
  products: (sort?: ProductsQuery['sort']) =>
    queryOptions({
      queryKey: [...miningQueries.all, 'products', sort ?? ''],
      queryFn: ({ signal }) => api.call(miningAdminApi.products, { query: { sort } }, { signal }),
      // Contracts bought and hash rate running move with every purchase and settlement: told by the line's news
      // (useProductLineNews).
      staleTime: 10_000,
      refetchInterval: () => whileProductLineUnheard('mining', 30_000),
      placeholderData: keepPreviousData,
    }),
  network: (filters: { page: number; size: number }) =>
    queryOptions({
      queryKey: [...miningQueries.all, 'network', filters],
      queryFn: ({ signal }) => api.call(miningAdminApi.network, { query: filters }, { signal }),
      staleTime: 10_000,
      // A new period starts by the clock alone: asked again when the current one ends.
      refetchInterval: (query) => untilNext([query.state.data?.periods[0]?.endsAt]),
      placeholderData: keepPreviousData,
    }),
};

/** Creates a product, or changes the one with `id` (its new terms apply to later purchases). */
export function useSaveProduct() {
  const invalidate = useAuditedChange(miningQueries.all);
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: MiningProductBody }) =>
      id === null
        ? api.call(miningAdminApi.createProduct, { body })
        : api.call(miningAdminApi.updateProduct, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

/** Withdraws a product (refunding the contracts not yet started) or offers it again. */
export function useSetProductActive() {
  const invalidate = useAuditedChange(miningQueries.all);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: MiningProductActiveBody }) =>
      api.call(miningAdminApi.setProductActive, { params: { id }, body }),
    onSuccess: invalidate,
  });
}
