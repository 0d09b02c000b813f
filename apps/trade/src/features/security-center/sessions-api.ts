// The sessions endpoints as the security center's devices page uses them: the list (fresh on each visit, it changes
// behind the user's back) and the two sign-outs, which refresh it.
import { sessionsApi } from '@platform/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const sessionsKeys = { all: ['sessions'] as const, list: () => [...sessionsKeys.all, 'list'] as const };

export const sessionsQuery = () =>
  queryOptions({
    queryKey: sessionsKeys.list(),
    queryFn: ({ signal }) => api.call(sessionsApi.find, {}, { signal }),
    staleTime: 0,
  });

export function useSignOutSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(sessionsApi.signOut, { params: { id } }, { allowParallel: true }),
    onSettled: () => client.invalidateQueries({ queryKey: sessionsKeys.all }),
  });
}

export function useSignOutOthers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(sessionsApi.signOutOthers),
    onSettled: () => client.invalidateQueries({ queryKey: sessionsKeys.all }),
  });
}
