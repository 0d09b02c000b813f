import { Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { endpointPath } from '@platform/client';
import { type SupportMessage, supportApi } from '@platform/contracts';
import { useEffect, useRef } from 'react';
import { useTexts } from '../i18n/texts.ts';
import { useDateFormat } from '../i18n/use-date-format.ts';
import { ChatImage } from './chat-image.tsx';
import { SUPPORT_CHAT_NS } from './texts.ts';
import type { ChatClient } from './use-support-chat.ts';

export interface MessageListProps {
  client: ChatClient;
  messages: SupportMessage[];
  /** Whose messages are "mine" (drawn on the right): the user's in the apps, the operators' in the back office. */
  mine: SupportMessage['sender'];
  /** Mine up to this id have been read by the other side. */
  readUpTo: number;
  hasMore: boolean;
  onEarlier: () => void;
  /** The other side's name when a message carries none (the customer, for operators). */
  otherName?: string;
  label: string;
  /** Where this side reads an attachment (`/file/<name>`): the customer through the support route, operators directly. */
  attachmentUrl?: (path: string) => string;
}

/** The customer's way to an attachment: any image in their own conversation, whoever sent it. */
export const customerAttachmentUrl = (path: string) =>
  `/api${endpointPath(supportApi.attachment, { params: { name: path.slice('/file/'.length) } })}`;

/** The thread, oldest first, kept scrolled to the newest message as messages arrive. */
export function MessageList({
  client,
  messages,
  mine,
  readUpTo,
  hasMore,
  onEarlier,
  otherName,
  label,
  attachmentUrl = customerAttachmentUrl,
}: MessageListProps) {
  const { t } = useTexts(SUPPORT_CHAT_NS);
  const { dateTime } = useDateFormat();
  const end = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;
  useEffect(() => {
    if (lastId !== undefined) end.current?.scrollIntoView?.({ block: 'end' });
  }, [lastId]);
  const lastReadMine = messages.reduce((id, m) => (m.sender === mine && m.id <= readUpTo ? m.id : id), 0);

  return (
    <Box role="log" aria-label={label} aria-live="polite" style={{ flex: 1, overflowY: 'auto' }} p="xs" tabIndex={0}>
      <Stack gap="sm">
        {hasMore && (
          <Button variant="subtle" size="compact-sm" onClick={onEarlier} style={{ alignSelf: 'center' }}>
            {t('earlier')}
          </Button>
        )}
        {messages.map((m) => {
          const own = m.sender === mine;
          const name = own ? t('you') : (m.senderName ?? otherName ?? t('support'));
          return (
            <Stack key={m.id} gap={2} align={own ? 'flex-end' : 'flex-start'}>
              <Paper
                px="sm"
                py={6}
                radius="md"
                maw="85%"
                bg={own ? 'blue.8' : 'var(--mantine-color-gray-light)'}
                c={own ? 'white' : undefined}
                style={{ overflowWrap: 'anywhere' }}
              >
                <Text size="xs" fw={700} c={own ? 'white' : 'dimmed'}>
                  {name}
                </Text>
                {m.text && (
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {m.text}
                  </Text>
                )}
                {m.attachment && (
                  <ChatImage
                    client={client}
                    url={attachmentUrl(m.attachment)}
                    alt={own ? t('imageFromYou') : t('imageFrom', { name })}
                    missing={t('imageMissing')}
                  />
                )}
              </Paper>
              <Group gap={6}>
                <Text size="xs" c="dimmed">
                  <time dateTime={m.createdAt}>{dateTime(m.createdAt)}</time>
                </Text>
                {own && m.id === lastReadMine && (
                  <Text size="xs" c="dimmed">
                    · {t('read')}
                  </Text>
                )}
              </Group>
            </Stack>
          );
        })}
        <div ref={end} />
      </Stack>
    </Box>
  );
}
