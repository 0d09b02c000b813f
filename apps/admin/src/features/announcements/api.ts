import { type announcementBody, type EndpointInput, inboxAdminApi, type z } from '@platform/contracts';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../shared/api.ts';
import { useAuditedChange } from '../../shared/audited-change.ts';

export type AnnouncementBody = z.input<typeof announcementBody>;

export const announcementQueries = {
  all: ['admin', 'inbox', 'announcements'] as const,
  /** Only admins send them, a few a day: the list changes when this page sends one, which refreshes it. */
  list: (filters: NonNullable<EndpointInput<typeof inboxAdminApi.announcements>['query']>) =>
    queryOptions({
      queryKey: [...announcementQueries.all, filters],
      queryFn: ({ signal }) => api.call(inboxAdminApi.announcements, { query: filters }, { signal }),
      staleTime: 30_000,
      placeholderData: keepPreviousData,
    }),
};

/** Sends an announcement to every customer of its audience (audited); the list and the audit log refresh. */
export function useAnnounce() {
  const changed = useAuditedChange(announcementQueries.all);
  return useMutation({
    mutationFn: (body: AnnouncementBody) => api.call(inboxAdminApi.announce, { body }),
    onSuccess: () => changed(),
  });
}
