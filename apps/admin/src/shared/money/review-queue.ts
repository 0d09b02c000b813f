// One back-office review queue (deposits, withdrawals) on the client: its list, one record (its page) and the
// decision, one at a time or on many records one by one, by definition.
import type { CallArgs } from '@platform/client';
import { type EndpointDefinition, moneyAdminApi, type QueryInput, queueTopic } from '@platform/contracts';
import { useNews, whileUnheard } from '@platform/ui';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api.ts';
import { liveSocket } from '../live.ts';
import { moneyKeys, useMoneyChanged } from './money-queries.ts';

export type ReviewDecision =
  | { id: number; decision: 'approve'; note: string | undefined; idempotencyKey: string }
  | { id: number; decision: 'reject'; reason: string; idempotencyKey: string };

/** What one decision of many came to: done, or refused (or unanswered) with the error. */
export type DecisionOutcome = { id: number; ok: true } | { id: number; ok: false; error: unknown };

// Get, approve and reject answer with the same record view; the casts below only spread a tuple the generics cannot
// narrow.
interface QueueEndpoints<L extends EndpointDefinition, A extends EndpointDefinition> {
  list: L;
  get: EndpointDefinition & Pick<A, 'response'>;
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
  const record = (id: number) =>
    queryOptions({
      queryKey: [...all, 'record', id],
      queryFn: ({ signal }) =>
        api.call(endpoints.get as A, ...([{ params: { id } }, { signal }] as unknown as CallArgs<A>)),
      staleTime: 5_000,
      refetchInterval: () => whileUnheard(liveSocket, topic, 30_000),
    });
  const decide = (d: ReviewDecision) =>
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
        );
  return {
    all,
    list,
    record,
    /** The list on screen: asked again whenever a record arrives or is decided (the queue's news). */
    useList(filters: QueryInput<L>) {
      useNews(liveSocket, topic, all);
      return useQuery(list(filters));
    },
    /** One record on its page, asked again on the queue's news (a colleague decides it); only once `enabled`. */
    useRecord(id: number, enabled: boolean) {
      useNews(liveSocket, topic, all);
      return useQuery({ ...record(id), enabled });
    },
    /** Approves or rejects (with the reason) a pending record of the queue; its page shows the answer at once. */
    useDecision() {
      const refresh = useMoneyChanged();
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: decide,
        onSuccess: (view, d) => queryClient.setQueryData(record(d.id).queryKey, view),
        // After a refusal too: someone else may have decided it first, and the queue should show that.
        onSettled: refresh,
      });
    },
    /**
     * Decides many records, each on its own (its own call, key, audit entry and answer), one after another, and says
     * how each went; the queue is asked again once, after the last.
     */
    useDecisions() {
      const refresh = useMoneyChanged();
      return async (decisions: readonly ReviewDecision[], onEach?: (outcome: DecisionOutcome) => void) => {
        const outcomes: DecisionOutcome[] = [];
        try {
          for (const d of decisions) {
            // One at a time, in the queue's order: each moves money in its own transaction on the server.
            const outcome: DecisionOutcome = await decide(d).then(
              () => ({ id: d.id, ok: true }) as const,
              (error: unknown) => ({ id: d.id, ok: false, error }) as const,
            );
            outcomes.push(outcome);
            onEach?.(outcome);
          }
        } finally {
          await refresh();
        }
        return outcomes;
      };
    },
  };
}

export const depositQueue = reviewQueue('deposits', moneyAdminApi.deposits);
export const withdrawalQueue = reviewQueue('withdrawals', moneyAdminApi.withdrawals);
