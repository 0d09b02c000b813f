import { Stack } from '@mantine/core';
import { ANNOUNCEMENT_ROLES } from '@platform/contracts';
import { PageHeader } from '../../shared/page-header.tsx';
import { RoleGate } from '../../shared/role-gate.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { ComposeForm } from './compose-form.tsx';
import type { ScreenTexts } from './i18n.ts';
import { SentAnnouncements } from './sent-announcements.tsx';

export function AnnouncementsPage() {
  const { t } = useAppTexts<ScreenTexts>();
  return (
    <Stack>
      <PageHeader title={t('announcements.title')} intro={t('announcements.intro')} />
      <RoleGate roles={ANNOUNCEMENT_ROLES} text={t('announcements.adminOnly')}>
        <ComposeForm />
        <SentAnnouncements />
      </RoleGate>
    </Stack>
  );
}
