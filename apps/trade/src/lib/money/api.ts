// Query factories and requests of the money API (moneyApi, securityApi), shared by the money screens.
import {
  type DepositsQuery,
  type EntriesQuery,
  moneyApi,
  type pageOf,
  type QueryInput,
  type StatementQuery,
  securityApi,
  type WithdrawalsQuery,
  type z,
} from '@platform/contracts';
import { useIdempotencyKey } from '@platform/ui';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api.ts';

/** A page of rows as list endpoints answer (`pageOf` in contracts). */
export type PageOf<Row extends z.ZodType> = z.infer<ReturnType<typeof pageOf<Row>>>;

// Balances change only through this app's own requests or a review; pending deposits poll while they wait.
const BALANCE_STALE_MS = 10_000;
const REFERENCE_STALE_MS = 5 * 60_000;

export const moneyKeys = {
  all: ['money'] as const,
  assets: () => [...moneyKeys.all, 'assets'] as const,
  options: () => [...moneyKeys.all, 'options'] as const,
  entries: (filters: EntriesQuery) => [...moneyKeys.all, 'entries', filters] as const,
  deposits: (filters: DepositsQuery) => [...moneyKeys.all, 'deposits', filters] as const,
  depositAddress: (currency: string, network: string) => [...moneyKeys.all, 'address', currency, network] as const,
  withdrawals: (filters: WithdrawalsQuery) => [...moneyKeys.all, 'withdrawals', filters] as const,
  fee: (params: FeeParams) => [...moneyKeys.all, 'fee', params] as const,
  bankCards: () => [...moneyKeys.all, 'bankCards'] as const,
  statement: (query: StatementQuery) => [...moneyKeys.all, 'statement', query] as const,
  security: () => [...moneyKeys.all, 'security'] as const,
};

/** GET /money/assets: every (account, currency) balance. */
export const assetsQuery = () =>
  queryOptions({
    queryKey: moneyKeys.assets(),
    queryFn: ({ signal }) => api.call(moneyApi.assets, {}, { signal }),
    staleTime: BALANCE_STALE_MS,
  });

/** GET /money/options: currencies, networks, limits, the fee schedule, bank details, whether this is the sandbox. */
export const moneyOptionsQuery = () =>
  queryOptions({
    queryKey: moneyKeys.options(),
    queryFn: ({ signal }) => api.call(moneyApi.options, {}, { signal }),
    staleTime: REFERENCE_STALE_MS,
  });

/** GET /money/entries: the user's ledger movements, newest first. */
export const entriesQuery = (filters: EntriesQuery) =>
  queryOptions({
    queryKey: moneyKeys.entries(filters),
    queryFn: ({ signal }) => api.call(moneyApi.entries, { query: filters }, { signal, allowParallel: true }),
    staleTime: BALANCE_STALE_MS,
    placeholderData: keepPreviousData,
  });

/** GET /money/deposits. */
export const depositsQuery = (filters: DepositsQuery) =>
  queryOptions({
    queryKey: moneyKeys.deposits(filters),
    queryFn: ({ signal }) => api.call(moneyApi.deposits, { query: filters }, { signal, allowParallel: true }),
    staleTime: BALANCE_STALE_MS,
    placeholderData: keepPreviousData,
  });

/** GET /money/deposit/address: the user's own address for a currency on a network. */
export const depositAddressQuery = ({ currency, network }: QueryInput<typeof moneyApi.depositAddress>) =>
  queryOptions({
    queryKey: moneyKeys.depositAddress(currency, network),
    queryFn: ({ signal }) => api.call(moneyApi.depositAddress, { query: { currency, network } }, { signal }),
    staleTime: REFERENCE_STALE_MS,
  });

/** GET /money/withdrawals. */
export const withdrawalsQuery = (filters: WithdrawalsQuery) =>
  queryOptions({
    queryKey: moneyKeys.withdrawals(filters),
    queryFn: ({ signal }) => api.call(moneyApi.withdrawals, { query: filters }, { signal, allowParallel: true }),
    staleTime: BALANCE_STALE_MS,
    placeholderData: keepPreviousData,
  });

export type FeeParams = QueryInput<typeof moneyApi.withdrawalFee>;

/** GET /money/withdrawals/fee: the exact fee and total the server will freeze for this amount. */
export const feeQuoteQuery = (params: FeeParams, enabled: boolean) =>
  queryOptions({
    queryKey: moneyKeys.fee(params),
    queryFn: ({ signal }) => api.call(moneyApi.withdrawalFee, { query: params }, { signal }),
    staleTime: REFERENCE_STALE_MS,
    enabled,
    retry: false,
  });

/** GET /money/bank-cards. */
export const bankCardsQuery = () =>
  queryOptions({
    queryKey: moneyKeys.bankCards(),
    queryFn: ({ signal }) => api.call(moneyApi.bankCards, {}, { signal }),
    staleTime: REFERENCE_STALE_MS,
  });

/** GET /money/statement: the statement of a period, for the preview beside the downloads. */
export const statementQuery = (query: StatementQuery) =>
  queryOptions({
    queryKey: moneyKeys.statement(query),
    queryFn: ({ signal }) => api.call(moneyApi.statement, { query }, { signal }),
    staleTime: BALANCE_STALE_MS,
  });

/** GET /security/status: whether a transaction password is set, and any lock. */
export const securityStatusQuery = () =>
  queryOptions({
    queryKey: moneyKeys.security(),
    queryFn: ({ signal }) => api.call(securityApi.status, {}, { signal }),
    staleTime: 30_000,
  });

/**
 * A money-moving POST: each submission carries the form's idempotency key, which is kept for a retry after a lost
 * answer and renewed once the server has answered. Every money figure is refetched afterwards.
 */
export function useMoneyMutation<V, R>(request: (vars: V, idempotencyKey: string) => Promise<R>) {
  const queryClient = useQueryClient();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (vars: V) => request(vars, key.current()),
    onSuccess: () => key.settle(),
    onError: (error) => key.settle(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moneyKeys.all }),
  });
}

/** A change to the security settings; the status is refetched afterwards. */
export function useSecurityMutation<V, R>(request: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: moneyKeys.security() }),
  });
}
