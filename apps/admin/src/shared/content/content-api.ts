import {
  type AdminContentQuery,
  type ContentAdminView,
  type ContentBody,
  type ContentKind,
  contentAdminApi,
  type PublishContentBody,
} from '@platform/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api.ts';
import { auditQueries, type Page } from '../audit/audit-queries.ts';

// Every kind of published content (news, cases, plans, services, about-us, certificates, partners) has the same
// endpoints, named by `:kind`; the screens differ only in their fields. The server answers with the kind's own view.
export const contentQueries = {
  all: ['admin', 'content'] as const,
  list: <K extends ContentKind>(kind: K, filters: AdminContentQuery) =>
    queryOptions({
      queryKey: [...contentQueries.all, kind, 'list', filters],
      queryFn: async ({ signal }) =>
        (await api.call(contentAdminApi.find, { params: { kind }, query: filters }, { signal })) as Page<
          ContentAdminView<K>
        >,
      staleTime: 15_000,
      placeholderData: keepPreviousData,
    }),
};

function useInvalidate(kind: ContentKind) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [...contentQueries.all, kind] }),
      queryClient.invalidateQueries({ queryKey: auditQueries.all }),
    ]);
}

/** Creates a draft, or replaces the fields of the item with `id`. */
export function useSaveContent<K extends ContentKind>(kind: K) {
  const onSuccess = useInvalidate(kind);
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: ContentBody<K> }) =>
      (await (id === null
        ? api.call(contentAdminApi.create, { params: { kind }, body })
        : api.call(contentAdminApi.update, { params: { kind, id }, body }))) as ContentAdminView<K>,
    onSuccess,
  });
}

export function usePublishContent(kind: ContentKind) {
  const onSuccess = useInvalidate(kind);
  return useMutation({
    mutationFn: ({ id, ...body }: PublishContentBody & { id: number }) =>
      api.call(contentAdminApi.publish, { params: { kind, id }, body }),
    onSuccess,
  });
}

export function useDeleteContent(kind: ContentKind) {
  const onSuccess = useInvalidate(kind);
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api.call(contentAdminApi.delete, { params: { kind, id }, body: { reason } }),
    onSuccess,
  });
}
