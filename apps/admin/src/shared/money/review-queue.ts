// One back-office review queue (deposits, withdrawals) on the client: its list query and its decision, by definition.
import type { CallArgs } from '@platform/client';
import { type EndpointDefinition, moneyAdminApi, type QueryInput, queueTopic } from '@platform/contracts';
import { useNews, whileUnheard } from '@platform/ui';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../api.ts';
import { liveSocket } from '../live.ts';
import { moneyKeys, useMoneyChanged } from './money-queries.ts';

export type ReviewDecision =
  | { id: number; decision: 'approve'; note: string | undefined; idempotencyKey: string }
  | { id: number; decision: 'reject'; reason: string; idempotencyKey: string };

// Approve and reject answer with the same record view; the casts below only spread a tuple the generics cannot narrow.
interface QueueEndpoints<L extends EndpointDefinition, A extends EndpointDefinition> {
  list: L;
  approve: A;
  reject: EndpointDefinition & Pick<A, 'response'>;
}

function reviewQueue<L extends EndpointDefinition, A extends EndpointDefinition>(
  name: 'deposits' | 'withdrawals',
  endpoints: QueueEndpoints<L, A>,
) {
  const all = [...moneyKeys.all, name] as const;
  const topic = queueTopic(name);
  const list = (filters: QueryInput<L>) =>
    queryOptions({
      queryKey: [...all, filters],
      queryFn: ({ signal }) =>
        api.call(endpoints.list, ...([{ query: filters }, { signal }] as unknown as CallArgs<L>)),
      staleTime: 5_000,
      // New records arrive while the queue is open: told by the queue's news, polled only while that is not heard.
      refetchInterval: () => whileUnheard(liveSocket, topic, 30_000),
      placeholderData: keepPreviousData,
    });
  return {
    all,
    list,
    /** The list on screen: asked again whenever a record arrives or is decided (the queue's news). */
    useList(filters: QueryInput<L>) {
      useNews(liveSocket, topic, all);
      return useQuery(list(filters));
    },
    /** Approves or rejects (with the reason) a pending record of the queue. */
    useDecision() {
      const refresh = useMoneyChanged();
      return useMutation({
        mutationFn: (d: ReviewDecision) =>
          d.decision === 'approve'
            ? api.call(
                endpoints.approve,
                ...([
                  { params: { id: d.id }, body: { note: d.note } },
                  { idempotencyKey: d.idempotencyKey },
                ] as unknown as CallArgs<A>),
              )
            : api.call(
                endpoints.reject as A,
                ...([
                  { params: { id: d.id }, body: { reason: d.reason } },
                  { idempotencyKey: d.idempotencyKey },
                ] as unknown as CallArgs<A>),
              ),
        // After a refusal too: someone else may have decided it first, and the queue should show that.
        onSettled: refresh,
      });
    },
  };
}

export const depositQueue = reviewQueue('deposits', moneyAdminApi.deposits);
export const withdrawalQueue = reviewQueue('withdrawals', moneyAdminApi.withdrawals);
