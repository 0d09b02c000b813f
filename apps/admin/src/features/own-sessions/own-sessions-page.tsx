// The operator's own devices and sessions (from the account menu): where they are signed in, signing one device or
// every other one out.
import { Stack } from '@mantine/core';
import { QueryState, SessionsList, toast, useMessage, useShowError } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../shared/page-header.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { ownSessionQueries, useSignOutOthers, useSignOutSession } from './api.ts';
import type { ScreenTexts } from './i18n.ts';

export function OwnSessionsPage() {
  const { t } = useAppTexts<ScreenTexts>();
  const say = useMessage();
  const showError = useShowError();
  const sessions = useQuery(ownSessionQueries.list());
  const signOut = useSignOutSession();
  const signOutOthers = useSignOutOthers();
  return (
    <Stack maw={720}>
      <PageHeader title={t('ownSessions.title')} intro={t('ownSessions.intro')} />
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
    </Stack>
  );
}
