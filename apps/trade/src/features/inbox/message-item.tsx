// One message: its title and words in the reader's language, when it came, its category, and whether it is unread.
// Opening it marks it read and, when it is about something in the app, goes there.
import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { InboxMessage } from '@platform/contracts';
import { useDateFormat, useInboxWords, useTexts } from '@platform/ui';
import { INBOX } from '../../lib/inbox/texts.ts';
import classes from './inbox.module.css';

export function MessageItem({ message, onOpen }: { message: InboxMessage; onOpen: (message: InboxMessage) => void }) {
  const { t } = useTexts(INBOX);
  const when = useDateFormat().dateTime;
  const { title, body } = useInboxWords()(message);
  return (
    <li data-testid={`message-${message.id}`} data-read={message.read}>
      <UnstyledButton className={classes.item} onClick={() => onOpen(message)} data-unread={!message.read}>
        <Stack gap={4}>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Group gap={6} wrap="nowrap" align="center">
              {!message.read && <span className={classes.dot} role="img" aria-label={t('unread')} />}
              <Text fw={message.read ? 500 : 700} size="sm">
                {title}
              </Text>
            </Group>
            <Badge variant="light" color="gray" size="sm" style={{ flexShrink: 0 }}>
              {t(`categories.${message.category}`)}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {body}
          </Text>
          <Text size="xs" c="dimmed">
            {when(message.createdAt)}
          </Text>
        </Stack>
      </UnstyledButton>
    </li>
  );
}
