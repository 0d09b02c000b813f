// Loans' requests: the products, the server's quote for an amount and a term, the application (with its idempotency
// key), the user's loans, one loan with its schedule and today's early-repayment quote, and the two repayments.
import { type LoanApplyBody, type LoanQuoteQuery, loansApi } from '@platform/contracts';
import { useIdempotencyKey } from '@platform/ui';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { toldByInbox } from '../../lib/inbox/inbox-news.ts';
import { moneyKeys } from '../../lib/money/api.ts';

export const loansKeys = {
  all: ['loans'] as const,
  products: () => [...loansKeys.all, 'products'] as const,
  mine: (page: number) => [...loansKeys.all, 'mine', page] as const,
  loan: (id: number) => [...loansKeys.all, 'loan', id] as const,
  exposure: () => [...loansKeys.all, 'exposure'] as const,
};

export const LOANS_PAGE_SIZE = 20;

// A review decides, and instalments are collected, while a page is open; each is told in the inbox, whose news asks the
// screens again (lib/inbox/inbox-news.ts). They poll only while that news is not heard.
const LOANS_POLL_MS = 15_000;

export const productsQuery = () =>
  queryOptions({
    queryKey: loansKeys.products(),
    queryFn: ({ signal }) => api.call(loansApi.products, {}, { signal }),
    staleTime: 60_000,
  });

export const myLoansQuery = (page: number) =>
  queryOptions({
    queryKey: loansKeys.mine(page),
    queryFn: ({ signal }) =>
      api.call(loansApi.mine, { query: { pageNum: page, pageSize: LOANS_PAGE_SIZE } }, { signal }),
    staleTime: 5_000,
    ...toldByInbox(LOANS_POLL_MS),
    placeholderData: keepPreviousData,
  });

/** The loan, its schedule with states and (while it is repaid) what repaying everything today takes. */
export const loanQuery = (id: number) =>
  queryOptions({
    queryKey: loansKeys.loan(id),
    queryFn: ({ signal }) => api.call(loansApi.loan, { params: { id } }, { signal }),
    staleTime: 5_000,
    ...toldByInbox(LOANS_POLL_MS),
  });

/** The caller's exposure limit and how much more they may apply for (moves with applications and reviews). */
export const exposureQuery = () =>
  queryOptions({
    queryKey: loansKeys.exposure(),
    queryFn: ({ signal }) => api.call(loansApi.exposure, {}, { signal }),
    staleTime: 5_000,
    ...toldByInbox(LOANS_POLL_MS),
  });

/** The full schedule and costs for an amount and term (GET, changes nothing): asked when the user presses Show. */
export const fetchQuote = (productId: number, query: LoanQuoteQuery) =>
  api.call(loansApi.quote, { params: { id: productId }, query });

/** Today's early-repayment quote, asked again when the user presses Repay early (interest accrues by the day). */
export const fetchEarlyRepaymentQuote = (id: number) => api.call(loansApi.earlyRepaymentQuote, { params: { id } });

/** Loans and the funding account's balances change together: both are read again after each step. */
function useInvalidateAfter() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: loansKeys.all }),
      queryClient.invalidateQueries({ queryKey: moneyKeys.all }),
    ]);
}

export function useApply() {
  const invalidate = useInvalidateAfter();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: LoanApplyBody) => api.call(loansApi.apply, { body }, { idempotencyKey: key.current() }),
    onSuccess: () => key.settle(),
    onError: (error) => key.settle(error),
    onSettled: invalidate,
  });
}

export function useRepayNext(id: number) {
  const invalidate = useInvalidateAfter();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: () => api.call(loansApi.repayNext, { params: { id } }, { idempotencyKey: key.current() }),
    onSuccess: () => key.settle(),
    onError: (error) => key.settle(error),
    onSettled: invalidate,
  });
}

/** Sends the total the user was shown: the server refuses it if what is due has changed since. */
export function useRepayEarly(id: number) {
  const invalidate = useInvalidateAfter();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (total: string) =>
      api.call(loansApi.repayEarly, { params: { id }, body: { total } }, { idempotencyKey: key.current() }),
    onSuccess: () => key.settle(),
    onError: (error) => key.settle(error),
    onSettled: invalidate,
  });
}
