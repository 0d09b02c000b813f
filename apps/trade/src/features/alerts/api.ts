// The price-alert API (GET /api/alerts; POST to create, pause, resume, delete), shared by the alerts page and the
// quote page's Alert button.
import { type AlertCreateInput, alertsApi } from '@platform/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const alertKeys = {
  all: ['alerts'] as const,
  list: () => [...alertKeys.all, 'list'] as const,
};

/** GET /api/alerts: the user's alerts, waiting ones first. Short-lived: one may fire at any tick. */
export const alertsQuery = () =>
  queryOptions({
    queryKey: alertKeys.list(),
    queryFn: ({ signal }) => api.call(alertsApi.find, {}, { signal }),
    staleTime: 10_000,
  });

export const alertRequests = {
  create: (body: AlertCreateInput) => api.call(alertsApi.create, { body }),
  pause: (id: number) => api.call(alertsApi.pause, { params: { id } }),
  resume: (id: number) => api.call(alertsApi.resume, { params: { id } }),
  remove: (id: number) => api.call(alertsApi.delete, { params: { id } }),
};

/** An alert change; the list is read again afterwards. */
export function useAlertMutation<V, R>(request: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertKeys.all }),
  });
}
