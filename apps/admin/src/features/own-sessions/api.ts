// The operator's own sessions: the list (fresh on each visit) and the two sign-outs, which refresh it.
import { sessionsApi } from '@platform/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api.ts';

export const ownSessionQueries = {
  all: ['admin', 'own-sessions'] as const,
  list: () =>
    queryOptions({
      queryKey: [...ownSessionQueries.all, 'list'],
      queryFn: ({ signal }) => api.call(sessionsApi.find, {}, { signal }),
      staleTime: 0,
    }),
};

export function useSignOutSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(sessionsApi.signOut, { params: { id } }, { allowParallel: true }),
    onSettled: () => client.invalidateQueries({ queryKey: ownSessionQueries.all }),
  });
}

export function useSignOutOthers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(sessionsApi.signOutOthers),
    onSettled: () => client.invalidateQueries({ queryKey: ownSessionQueries.all }),
  });
}
