// The signed-in person's own devices and sessions, fetched and sent through the app's client: the list (fresh on each
// visit, it changes behind the user's back) and the two sign-outs, which refresh it and say how they went. The trade
// app's security center and the back office's account menu each frame it in their own page.
import type { Client } from '@platform/client';
import { sessionsApi } from '@platform/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QueryState } from '../feedback/query-state.tsx';
import { toast } from '../feedback/toast.ts';
import { useShowError } from '../forms/field-errors.ts';
import { useMessage } from '../i18n/use-message.ts';
import { SessionsList } from './sessions-list.tsx';

export interface OwnSessionsProps {
  api: Client;
  /** The app's key for these queries; the list is `[...queryKey, 'list']` and both sign-outs refresh all under it. */
  queryKey: readonly string[];
}

export function OwnSessions({ api, queryKey }: OwnSessionsProps) {
  const say = useMessage();
  const showError = useShowError();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey });
  const sessions = useQuery(
    queryOptions({
      queryKey: [...queryKey, 'list'],
      queryFn: ({ signal }) => api.call(sessionsApi.find, {}, { signal }),
      staleTime: 0,
    }),
  );
  const signOut = useMutation({
    mutationFn: (id: string) => api.call(sessionsApi.signOut, { params: { id } }, { allowParallel: true }),
    onSettled: refresh,
  });
  const signOutOthers = useMutation({
    mutationFn: () => api.call(sessionsApi.signOutOthers),
    onSettled: refresh,
  });
  return (
    <QueryState query={sessions}>
      {(list) => (
        <SessionsList
          sessions={list}
          signingOut={signOut.isPending ? signOut.variables : null}
          signingOutOthers={signOutOthers.isPending}
          onSignOut={(id) =>
            signOut.mutate(id, {
              onSuccess: () => toast.success(say('sessionSignedOut')),
              onError: (error) => showError(error),
            })
          }
          onSignOutOthers={() =>
            signOutOthers.mutate(undefined, {
              onSuccess: () => toast.success(say('otherSessionsSignedOut')),
              onError: (error) => showError(error),
            })
          }
        />
      )}
    </QueryState>
  );
}
