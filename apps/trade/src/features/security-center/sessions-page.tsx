// Security center › Devices and sessions: where the account is signed in, signing one device or every other one out.
import { OwnSessions, useTexts } from '@platform/ui';
import { api } from '../../lib/api.ts';
import { MoneyPage } from '../../lib/money/money-page.tsx';
import { SECURITY_SESSIONS } from './sessions-texts.ts';

export function SessionsPage() {
  const { t } = useTexts(SECURITY_SESSIONS);
  return (
    <MoneyPage title={t('title')} back={{ to: '/security', label: t('back') }} narrow>
      <OwnSessions api={api} queryKey={SESSIONS_KEY} />
    </MoneyPage>
  );
}

const SESSIONS_KEY = ['sessions'] as const;
