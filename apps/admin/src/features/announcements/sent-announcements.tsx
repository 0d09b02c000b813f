import { Stack, Title } from '@mantine/core';
import { ResourceList } from '../../shared/resource/resource-list.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { useAnnouncementList } from './announcement-list.tsx';
import type { ScreenTexts } from './i18n.ts';

/** The sent announcements under their heading. */
export function SentAnnouncements() {
  const { t } = useAppTexts<ScreenTexts>();
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('announcements.sent.heading')}
      </Title>
      <ResourceList list={useAnnouncementList()} />
    </Stack>
  );
}
