import { type adminNewsView, type EndpointInput, marketAdminApi, type newsEditBody, type z } from '@platform/contracts';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../shared/api.ts';
import { useAuditedChange } from '../../shared/audited-change.ts';

export type AdminNews = z.infer<typeof adminNewsView>;
export type NewsEdit = z.input<typeof newsEditBody>;
type NewsListQuery = NonNullable<EndpointInput<typeof marketAdminApi.news>['query']>;
/** The columns the list sorts by. */
export type NewsSort = Exclude<NonNullable<NewsListQuery['sort']>, `-${string}`>;

export const newsQueries = {
  all: ['admin', 'market', 'news'] as const,
  list: (filters: NewsListQuery) =>
    queryOptions({
      queryKey: [...newsQueries.all, filters],
      queryFn: ({ signal }) => api.call(marketAdminApi.news, { query: filters }, { signal }),
      staleTime: 15_000,
      placeholderData: keepPreviousData,
    }),
};

const useInvalidate = () => useAuditedChange(newsQueries.all);

/** Creates an item, or updates the one with `id`. */
export function useSaveNews() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: NewsEdit }) =>
      id === null
        ? api.call(marketAdminApi.createNews, { body })
        : api.call(marketAdminApi.updateNews, { params: { id }, body }),
    onSuccess,
  });
}

export function useDeleteNews() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api.call(marketAdminApi.deleteNews, { params: { id }, body: { reason } }),
    onSuccess,
  });
}
