import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useTexts } from '../i18n/texts.ts';
import { Composer } from './composer.tsx';
import { MessageList } from './message-list.tsx';
import { SUPPORT_CHAT_NS } from './texts.ts';
import type { ChatClient, SupportChatState } from './use-support-chat.ts';

/** The open chat of a signed-in user: history, typing and connection notes, the composer. */
export function ChatPanel({ chat, client }: { chat: SupportChatState; client: ChatClient }) {
  const { t } = useTexts(SUPPORT_CHAT_NS);
  if (chat.status === 'loading' || chat.status === 'idle')
    return (
      <Center style={{ flex: 1 }} role="status">
        <Loader size="sm" aria-label={t('common:loading')} />
      </Center>
    );
  if (chat.status === 'failed')
    return (
      <Stack style={{ flex: 1 }} justify="center" align="center">
        <Text>{t('loadFailed')}</Text>
        <Button variant="light" onClick={() => void chat.load()}>
          {t('retry')}
        </Button>
      </Stack>
    );
  const closed = chat.conversation?.state === 'closed';
  return (
    <Stack gap="xs" style={{ flex: 1, minHeight: 0 }}>
      {!chat.live && (
        <Text size="xs" c="var(--platform-ink-warning)" role="status">
          {t('reconnecting')}
        </Text>
      )}
      {chat.messages.length === 0 ? (
        <Center style={{ flex: 1 }}>
          <Text c="dimmed" ta="center" size="sm" px="md">
            {t('empty')}
          </Text>
        </Center>
      ) : (
        <MessageList
          client={client}
          messages={chat.messages}
          mine="user"
          readUpTo={chat.conversation?.operatorReadUpTo ?? 0}
          hasMore={chat.hasMore}
          onEarlier={() => void chat.loadEarlier()}
          label={t('history')}
        />
      )}
      {closed && (
        <Alert color="gray" p="xs">
          <Text size="xs">{t('closedNote')}</Text>
        </Alert>
      )}
      <Text size="xs" c="dimmed" role="status" mih={18}>
        {chat.operatorTyping ? t('typing') : ''}
      </Text>
      <Composer onSend={chat.send} onTyping={chat.typing} uploadClient={client} />
    </Stack>
  );
}
