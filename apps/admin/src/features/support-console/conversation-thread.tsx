import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { AdminConversation } from '@platform/contracts';
import { Composer, confirm, MessageList, toast } from '@platform/ui';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { api } from '../../shared/api.ts';
import { ToneBadge } from '../../shared/badges.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { markRead, replyTo, useAssignToMe, useCloseConversation, useRefreshSupport } from './api.ts';
import { CustomerPanel } from './customer-panel.tsx';
import type { ScreenTexts } from './i18n.ts';
import type { Thread } from './use-thread.ts';

interface Props {
  conversation: AdminConversation;
  thread: Thread;
  me: number | null;
  customerTyping: boolean;
  onTyping: () => void;
}

export function ConversationThread({ conversation, thread, me, customerTyping, onTyping }: Props) {
  const { t } = useAppTexts<ScreenTexts>();
  const assign = useAssignToMe();
  const close = useCloseConversation();
  const refresh = useRefreshSupport();
  const open = conversation.state === 'open';

  // What is shown is read: the customer's messages up to the newest one on screen.
  const lastUserMessage = thread.messages.reduce((max, m) => (m.sender === 'user' && m.id > max ? m.id : max), 0);
  useEffect(() => {
    if (conversation.unread > 0 && lastUserMessage > 0)
      void markRead(conversation.id, lastUserMessage).then(refresh, () => {});
  }, [conversation.id, conversation.unread, lastUserMessage, refresh]);

  return (
    <Stack gap="sm" style={{ minHeight: 0, flex: 1 }}>
      <Paper withBorder p="sm">
        <Stack gap={6}>
          <Group justify="space-between" gap="xs">
            <Title order={2} size="h4">
              {conversation.userName}
            </Title>
            <Group gap={6}>
              <ToneBadge tone="blue">{t(`supportConsole.source.${conversation.source}`)}</ToneBadge>
              <ToneBadge tone={open ? 'teal' : 'gray'}>{t(`supportConsole.state.${conversation.state}`)}</ToneBadge>
            </Group>
          </Group>
          <Text size="sm" c="dark.5">
            <Anchor component={Link} to={`/users/${conversation.userId}`} underline="always">
              {t('supportConsole.userLink', { id: conversation.userId })}
            </Anchor>{' '}
            · {conversation.userEmail} ·{' '}
            {conversation.assigneeName
              ? t('supportConsole.assignee', { name: conversation.assigneeName })
              : t('supportConsole.unassigned')}
          </Text>
          <CustomerPanel conversationId={conversation.id} />
          {open && (
            <Group gap="xs">
              <Button
                size="xs"
                variant="default"
                disabled={conversation.assigneeId === me}
                loading={assign.isPending}
                onClick={() =>
                  assign.mutate(conversation.id, { onSuccess: () => toast.success(t('supportConsole.assigned')) })
                }
              >
                {t('supportConsole.assignToMe')}
              </Button>
              <Button
                size="xs"
                variant="outline"
                color="red.9"
                loading={close.isPending}
                onClick={() =>
                  confirm({
                    title: t('common:prompt'),
                    content: t('supportConsole.closeConfirm'),
                    okLabel: t('common:ok'),
                    cancelLabel: t('common:cancel'),
                    danger: true,
                    onOk: () =>
                      close.mutate(conversation.id, { onSuccess: () => toast.success(t('supportConsole.closed')) }),
                  })
                }
              >
                {t('supportConsole.close')}
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>
      <Paper withBorder p="xs" style={{ display: 'flex', flexDirection: 'column', minHeight: 320, flex: 1 }}>
        {thread.messages.length === 0 ? (
          <Text c="dark.5" ta="center" py="xl">
            {thread.status === 'loading' ? t('shared.loading') : t('supportConsole.noMessages')}
          </Text>
        ) : (
          <MessageList
            client={api}
            messages={thread.messages}
            mine="operator"
            readUpTo={conversation.userReadUpTo}
            hasMore={thread.hasMore}
            onEarlier={() => void thread.loadEarlier()}
            otherName={conversation.userName}
            label={t('supportConsole.thread', { name: conversation.userName })}
            attachmentUrl={(path) => `/api${path}`}
          />
        )}
      </Paper>
      <Text size="xs" c="dark.5" role="status" mih={18}>
        {customerTyping ? t('supportConsole.customerTyping', { name: conversation.userName }) : ''}
      </Text>
      {open ? (
        <Composer
          onTyping={onTyping}
          uploadClient={api}
          onSend={async (body) => {
            thread.add(await replyTo(conversation.id, body));
            void refresh();
          }}
        />
      ) : (
        <Alert color="gray">{t('supportConsole.closedNote')}</Alert>
      )}
    </Stack>
  );
}
