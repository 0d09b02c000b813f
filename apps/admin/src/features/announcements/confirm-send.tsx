import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { textsUnder } from '@platform/ui';
import { Field } from '../../shared/definition-list.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import type { AnnouncementBody } from './api.ts';
import type { ScreenTexts } from './i18n.ts';

interface ConfirmSendProps {
  /** The announcement about to be sent; the dialog is open while there is one. */
  announcement: AnnouncementBody | null;
  sending: boolean;
  onCancel(): void;
  onSend(): void;
}

/** Says who will receive the announcement before it goes: once sent, it is in their inboxes for good. */
export function ConfirmSend({ announcement, sending, onCancel, onSend }: ConfirmSendProps) {
  const { t } = useAppTexts<ScreenTexts>();
  const c = textsUnder(t, 'announcements.confirm');
  return (
    <Modal
      opened={announcement !== null}
      onClose={sending ? () => undefined : onCancel}
      title={c('title')}
      closeButtonProps={{ 'aria-label': t('shared.close') }}
      centered
    >
      <Stack>
        {announcement ? (
          <Stack component="dl" gap="sm" m={0}>
            <Field label={c('audience')}>
              <Text span fw={600} size="sm">
                {t(`announcements.audiences.${announcement.audience}`)}
              </Text>
              {` · ${t(`announcements.audienceHints.${announcement.audience}`)}`}
            </Field>
            <Field label={c('announcement')}>{announcement.title}</Field>
          </Stack>
        ) : null}
        <List size="sm" spacing={4}>
          <List.Item>{c('inbox')}</List.Item>
          <List.Item>
            <Text span size="sm" fw={600}>
              {c('final')}
            </Text>
          </List.Item>
        </List>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={sending} data-autofocus>
            {t('common:cancel')}
          </Button>
          <Button onClick={onSend} loading={sending}>
            {c('send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
