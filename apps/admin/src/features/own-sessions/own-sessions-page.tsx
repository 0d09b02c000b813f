// The operator's own devices and sessions (from the account menu): where they are signed in, signing one device or
// every other one out.
import { Stack } from '@mantine/core';
import { OwnSessions } from '@platform/ui';
import { api } from '../../shared/api.ts';
import { PageHeader } from '../../shared/page-header.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';

export function OwnSessionsPage() {
  const { t } = useAppTexts<ScreenTexts>();
  return (
    <Stack maw={720}>
      <PageHeader title={t('ownSessions.title')} intro={t('ownSessions.intro')} />
      <OwnSessions api={api} queryKey={OWN_SESSIONS_KEY} />
    </Stack>
  );
}

const OWN_SESSIONS_KEY = ['admin', 'own-sessions'] as const;
