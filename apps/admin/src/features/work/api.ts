import { adminWorkApi, type Queue, queueTopic, type WorkKind, type WorkQueueView } from '@platform/contracts';
import { untilNext, useNews, whileUnheard } from '@platform/ui';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api.ts';
import { liveSocket } from '../../shared/live.ts';

/** The queue whose news tells of each kind of work. */
const QUEUE_OF: Record<WorkKind, Queue> = {
  cases: 'cases',
  identity: 'identity',
  loans: 'loans',
  blockTrading: 'blockApplications',
  deposits: 'deposits',
  withdrawals: 'withdrawals',
  support: 'support',
};
/** The topics of the kinds the operator's queue shows (those their roles handle). */
const topicsOf = (queue: WorkQueueView | undefined) =>
  (queue?.sections ?? []).map((section) => queueTopic(QUEUE_OF[section.kind]));

export const workQueries = {
  all: ['admin', 'work'] as const,
  /**
   * What waits on the operator: asked again when one of its queues' news comes (polled every minute only while that
   * is not heard), and when the next item falls due (it turns overdue by the clock alone).
   */
  queue: () =>
    queryOptions({
      queryKey: [...workQueries.all, 'queue'],
      queryFn: ({ signal }) => api.call(adminWorkApi.queue, {}, { signal }),
      staleTime: 15_000,
      refetchInterval: (query) =>
        whileUnheard(liveSocket, topicsOf(query.state.data), 60_000) ||
        untilNext((query.state.data?.sections ?? []).flatMap((section) => section.items.map((item) => item.dueAt))),
    }),
};

/** While the page is open: asked again whenever one of the operator's queues changed. */
export const useWorkNews = (queue: WorkQueueView | undefined) => useNews(liveSocket, topicsOf(queue), workQueries.all);
