import {
  type AdminLoansQuery,
  type EndpointInput,
  type LoanProductBody,
  type LoanSettingsBody,
  loansAdminApi,
  queueTopic,
} from '@platform/contracts';
import { useNews, whileUnheard } from '@platform/ui';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../shared/api.ts';
import { useAuditedChange } from '../../shared/audited-change.ts';
import { liveSocket } from '../../shared/live.ts';

type ProductsQuery = NonNullable<EndpointInput<typeof loansAdminApi.products>['query']>;

const LOAN_QUEUE = queueTopic('loans');

/** While a loans screen is open: its reads are asked again when an application arrives or is decided. */
export const useLoanQueueNews = () => useNews(liveSocket, LOAN_QUEUE, loansQueries.all);

export const loansQueries = {
  all: ['admin', 'loans'] as const,
  /** Every product, in its usual order or sorted (`name`, `-apr`). */
  products: (sort?: ProductsQuery['sort']) =>
    queryOptions({
      queryKey: [...loansQueries.all, 'products', sort ?? ''],
      queryFn: ({ signal }) => api.call(loansAdminApi.products, { query: { sort } }, { signal }),
      // The counts of pending applications and loans move with every application and decision: told by the loan
      // queue's news (useLoanQueueNews).
      staleTime: 10_000,
      placeholderData: keepPreviousData,
    }),
  applications: (filters: AdminLoansQuery) =>
    queryOptions({
      queryKey: [...loansQueries.all, 'applications', filters],
      queryFn: ({ signal }) => api.call(loansAdminApi.applications, { query: filters }, { signal }),
      staleTime: 5_000,
      // New applications arrive while the queue is open: told by its news, polled only while that is not heard.
      refetchInterval: () => whileUnheard(liveSocket, LOAN_QUEUE, 30_000),
      placeholderData: keepPreviousData,
    }),
  application: (id: number) =>
    queryOptions({
      queryKey: [...loansQueries.all, 'application', id],
      queryFn: ({ signal }) => api.call(loansAdminApi.application, { params: { id } }, { signal }),
      staleTime: 5_000,
    }),
};

/** Creates a product, or changes the one with `id` (later applications take the new terms). */
export function useSaveProduct() {
  const invalidate = useAuditedChange(loansQueries.all);
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: LoanProductBody }) =>
      id === null
        ? api.call(loansAdminApi.createProduct, { body })
        : api.call(loansAdminApi.updateProduct, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

type Decision =
  | { id: number; decision: 'approve'; note?: string; idempotencyKey: string }
  | { id: number; decision: 'reject'; reason: string; idempotencyKey: string };

/** Approves (pays out) or rejects an application, with the decision's idempotency key. */
export function useDecide() {
  const invalidate = useAuditedChange(loansQueries.all);
  return useMutation({
    mutationFn: (d: Decision) =>
      d.decision === 'approve'
        ? api.call(
            loansAdminApi.approve,
            { params: { id: d.id }, body: d.note ? { note: d.note } : {} },
            { idempotencyKey: d.idempotencyKey },
          )
        : api.call(
            loansAdminApi.reject,
            { params: { id: d.id }, body: { reason: d.reason } },
            { idempotencyKey: d.idempotencyKey },
          ),
    onSuccess: invalidate,
  });
}

/** Deletes a product no one has applied for; the server refuses one with applications (switch it off instead). */
export function useDeleteProduct() {
  const invalidate = useAuditedChange(loansQueries.all);
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api.call(loansAdminApi.deleteProduct, { params: { id }, body: { reason } }),
    onSuccess: invalidate,
  });
}

/** Whether the server is a sandbox (so the date move exists). */
export const loansOptionsQuery = () =>
  queryOptions({
    queryKey: [...loansQueries.all, 'options'],
    queryFn: ({ signal }) => api.call(loansAdminApi.options, {}, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Sandbox only: the loan's dates come `days` closer, then what fell due is collected (or goes overdue). */
export function useSandboxAdvance() {
  const invalidate = useAuditedChange(loansQueries.all);
  return useMutation({
    mutationFn: ({ id, days, reason }: { id: number; days: number; reason: string }) =>
      api.call(loansAdminApi.sandboxAdvance, { params: { id }, body: { days, reason } }),
    onSuccess: invalidate,
  });
}

/** The exposure limit per user (admins). */
export const loanSettingsQuery = () =>
  queryOptions({
    queryKey: [...loansQueries.all, 'settings'],
    queryFn: ({ signal }) => api.call(loansAdminApi.settings, {}, { signal }),
    staleTime: 60_000,
  });

/** Sets the exposure limit per user (later applications and approvals), with the reason. */
export function useSaveLoanSettings() {
  const invalidate = useAuditedChange(loansQueries.all);
  return useMutation({
    mutationFn: (body: LoanSettingsBody) => api.call(loansAdminApi.updateSettings, { body }),
    onSuccess: invalidate,
  });
}
