import { ADMIN_MONEY_PATHS, type AdminDepositsQuery, type AdminDepositView, pathWith } from '@platform/contracts';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../shared/api.ts';
import type { Page } from '../../shared/audit/audit-queries.ts';
import { moneyKeys, useMoneyChanged } from '../../shared/money/money-queries.ts';

export const depositReviewQueries = {
  all: [...moneyKeys.all, 'deposits'] as const,
  list: (filters: AdminDepositsQuery) =>
    queryOptions({
      queryKey: [...depositReviewQueries.all, filters],
      queryFn: ({ signal }) => api.get<Page<AdminDepositView>>(ADMIN_MONEY_PATHS.deposits, { ...filters }, { signal }),
      staleTime: 5_000,
      // New deposits arrive while the queue is open.
      refetchInterval: 30_000,
      placeholderData: keepPreviousData,
    }),
};

type Decision =
  | { id: number; decision: 'approve'; note: string | undefined; idempotencyKey: string }
  | { id: number; decision: 'reject'; reason: string; idempotencyKey: string };

/** Approves (credits the funding account) or rejects (credits nothing, with the reason) a pending bank deposit. */
export function useDecideDeposit() {
  const refresh = useMoneyChanged();
  return useMutation({
    mutationFn: (d: Decision) =>
      d.decision === 'approve'
        ? api.post<AdminDepositView>(
            pathWith(ADMIN_MONEY_PATHS.depositApprove, { id: d.id }),
            { note: d.note },
            { idempotencyKey: d.idempotencyKey },
          )
        : api.post<AdminDepositView>(
            pathWith(ADMIN_MONEY_PATHS.depositReject, { id: d.id }),
            { reason: d.reason },
            { idempotencyKey: d.idempotencyKey },
          ),
    // After a refusal too: someone else may have decided it first, and the queue should show that.
    onSettled: refresh,
  });
}
