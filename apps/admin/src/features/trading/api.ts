import {
  type adminOrdersQuery,
  type adminOrderView,
  type adminPositionsQuery,
  type adminPositionView,
  type TradingClass,
  tradingAdminApi,
  type UpdateTradingSettingsBody,
  type z,
} from '@platform/contracts';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../shared/api.ts';
import { useAuditedChange } from '../../shared/audited-change.ts';

export type AdminOrder = z.infer<typeof adminOrderView>;
export type AdminPosition = z.infer<typeof adminPositionView>;
export type AdminOrdersQuery = z.input<typeof adminOrdersQuery>;
export type AdminPositionsQuery = z.input<typeof adminPositionsQuery>;

export const tradingQueries = {
  all: ['admin', 'trading'] as const,
  settings: () =>
    queryOptions({
      queryKey: [...tradingQueries.all, 'settings'],
      queryFn: ({ signal }) => api.call(tradingAdminApi.settings, {}, { signal }),
      staleTime: 30_000,
    }),
  /** Pending orders fill as the market moves: the list refreshes while it is on screen. */
  orders: (filters: AdminOrdersQuery) =>
    queryOptions({
      queryKey: [...tradingQueries.all, 'orders', filters],
      queryFn: ({ signal }) => api.call(tradingAdminApi.orders, { query: filters }, { signal }),
      staleTime: 5_000,
      refetchInterval: 10_000,
      placeholderData: keepPreviousData,
    }),
  /** Open positions carry a mark and floating P/L that move with every tick. */
  positions: (filters: AdminPositionsQuery) =>
    queryOptions({
      queryKey: [...tradingQueries.all, 'positions', filters],
      queryFn: ({ signal }) => api.call(tradingAdminApi.positions, { query: filters }, { signal }),
      staleTime: 2_000,
      refetchInterval: 5_000,
      placeholderData: keepPreviousData,
    }),
  /** Computed on request; the page says when, and refreshes when asked. */
  exposure: () =>
    queryOptions({
      queryKey: [...tradingQueries.all, 'exposure'],
      queryFn: ({ signal }) => api.call(tradingAdminApi.exposure, {}, { signal }),
      staleTime: 60_000,
    }),
};

/** An admin changes one class's settings with a reason (audited); orders placed before keep theirs. */
export function useUpdateSettings(tradingClass: TradingClass) {
  const changed = useAuditedChange(tradingQueries.settings().queryKey);
  return useMutation({
    mutationFn: (body: UpdateTradingSettingsBody) =>
      api.call(tradingAdminApi.updateSettings, { params: { class: tradingClass }, body }),
    onSuccess: () => changed(),
  });
}
