// Security center › Devices and sessions: where the account is signed in, signing one device or every other one out.
import { QueryState, SessionsList, toast, useMessage, useShowError, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { MoneyPage } from '../../lib/money/money-page.tsx';
import { sessionsQuery, useSignOutOthers, useSignOutSession } from './sessions-api.ts';
import { SECURITY_SESSIONS } from './sessions-texts.ts';

export function SessionsPage() {
  const { t } = useTexts(SECURITY_SESSIONS);
  const say = useMessage();
  const showError = useShowError();
  const sessions = useQuery(sessionsQuery());
  const signOut = useSignOutSession();
  const signOutOthers = useSignOutOthers();
  return (
    <MoneyPage title={t('title')} back={{ to: '/security', label: t('back') }} narrow>
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
    </MoneyPage>
  );
}
