import { Stack } from '@mantine/core';
import { ANNOUNCEMENT_ROLES } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../shared/page-header.tsx';
import { RoleGate } from '../../shared/role-gate.tsx';
import { ComposeForm } from './compose-form.tsx';
import { SentAnnouncements } from './sent-announcements.tsx';

export function AnnouncementsPage() {
  const { t } = useTranslation();
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
