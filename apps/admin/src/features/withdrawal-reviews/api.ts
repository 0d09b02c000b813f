import { ADMIN_MONEY_PATHS, type AdminWithdrawalsQuery, type AdminWithdrawalView, pathWith } from '@platform/contracts';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../shared/api.ts';
import type { Page } from '../../shared/audit/audit-queries.ts';
import { moneyKeys, useMoneyChanged } from '../../shared/money/money-queries.ts';

export const withdrawalReviewQueries = {
  all: [...moneyKeys.all, 'withdrawals'] as const,
  list: (filters: AdminWithdrawalsQuery) =>
    queryOptions({
      queryKey: [...withdrawalReviewQueries.all, filters],
      queryFn: ({ signal }) =>
        api.get<Page<AdminWithdrawalView>>(ADMIN_MONEY_PATHS.withdrawals, { ...filters }, { signal }),
      staleTime: 5_000,
      refetchInterval: 30_000,
      placeholderData: keepPreviousData,
    }),
};

type Decision =
  | { id: number; decision: 'approve'; note: string | undefined; idempotencyKey: string }
  | { id: number; decision: 'reject'; reason: string; idempotencyKey: string };

/** Approves (paid out: the hold is posted) or rejects (the hold is released in full) a pending withdrawal. */
export function useDecideWithdrawal() {
  const refresh = useMoneyChanged();
  return useMutation({
    mutationFn: (d: Decision) =>
      d.decision === 'approve'
        ? api.post<AdminWithdrawalView>(
            pathWith(ADMIN_MONEY_PATHS.withdrawalApprove, { id: d.id }),
            { note: d.note },
            { idempotencyKey: d.idempotencyKey },
          )
        : api.post<AdminWithdrawalView>(
            pathWith(ADMIN_MONEY_PATHS.withdrawalReject, { id: d.id }),
            { reason: d.reason },
            { idempotencyKey: d.idempotencyKey },
          ),
    // After a refusal too: someone else may have decided it first, and the queue should show that.
    onSettled: refresh,
  });
}
