import {
  type AdminContentQuery,
  type ContentAdminView,
  type ContentBody,
  type ContentKind,
  PORTAL_ADMIN_PATHS,
  type PublishContentBody,
} from '@platform/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api.ts';
import { auditQueries, type Page } from '../audit/audit-queries.ts';

// Every kind of published content (news, cases, plans, services, about-us, certificates, partners) has the same five
// endpoints; the screens differ only in their fields.
export const contentQueries = {
  all: ['admin', 'content'] as const,
  list: <K extends ContentKind>(kind: K, filters: AdminContentQuery) =>
    queryOptions({
      queryKey: [...contentQueries.all, kind, 'list', filters],
      queryFn: ({ signal }) =>
        api.get<Page<ContentAdminView<K>>>(PORTAL_ADMIN_PATHS.content(kind), { ...filters }, { signal }),
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
    mutationFn: ({ id, body }: { id: number | null; body: ContentBody<K> }) =>
      api.post<ContentAdminView<K>>(
        id === null ? PORTAL_ADMIN_PATHS.content(kind) : PORTAL_ADMIN_PATHS.contentItem(kind, id),
        body,
      ),
    onSuccess,
  });
}

export function usePublishContent(kind: ContentKind) {
  const onSuccess = useInvalidate(kind);
  return useMutation({
    mutationFn: ({ id, ...body }: PublishContentBody & { id: number }) =>
      api.post<ContentAdminView<typeof kind>>(PORTAL_ADMIN_PATHS.contentPublish(kind, id), body),
    onSuccess,
  });
}

export function useDeleteContent(kind: ContentKind) {
  const onSuccess = useInvalidate(kind);
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api.post<null>(PORTAL_ADMIN_PATHS.contentDelete(kind, id), { reason }),
    onSuccess,
  });
}
