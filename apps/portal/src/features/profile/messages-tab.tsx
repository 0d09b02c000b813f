// The Messages tab of /profile: the account's inbox as far as the portal shows it, newest first. Opening a message
// marks it read and, when it is about a case, opens that case; "Mark all read" marks what the portal shows.
import { Badge, Group, Paper, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { InboxMessage } from '@platform/contracts';
import { EmptyState, MarkAllReadButton, QueryState, toast, useInboxWords, useShowError, useTexts } from '@platform/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useFormat } from '../../lib/format.ts';
import { Pager } from '../../lib/ui/pager.tsx';
import { usePageParam } from '../../lib/use-page-param.ts';
import {
  inboxKeys,
  MESSAGES_PAGE_SIZE,
  markAllMessagesRead,
  markMessageRead,
  messagesQuery,
  useUnreadMessages,
} from './messages-api.ts';
import { INBOX_TAB } from './messages-texts.ts';

export function MessagesTab() {
  const { t } = useTexts(INBOX_TAB);
  const showError = useShowError();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [page, setPage] = usePageParam(useSearchParams());
  const list = useQuery(messagesQuery(page));
  const unread = useUnreadMessages();
  const refresh = () => queryClient.invalidateQueries({ queryKey: inboxKeys.all });
  const read = useMutation({ mutationFn: markMessageRead, onSettled: refresh });
  const readAll = useMutation({
    mutationFn: markAllMessagesRead,
    onSuccess: (result) => {
      queryClient.setQueryData(inboxKeys.unread(), { unread: result.unread });
      toast.success(t('markedRead', { count: result.marked }));
    },
    onError: (error) => showError(error),
    onSettled: refresh,
  });
  const open = (message: InboxMessage) => {
    if (!message.read) read.mutate(message.id);
    if (message.link) navigate(message.link);
  };

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="profile-messages" maw={720}>
      <Group justify="space-between" align="flex-start" gap="xs" mb={4}>
        <Title order={2} size="h4" id="profile-messages">
          {t('title')}
        </Title>
        <MarkAllReadButton readAll={readAll} unread={unread} size="xs">
          {t('markAllRead')}
        </MarkAllReadButton>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {t('intro')}
      </Text>
      <QueryState query={list}>
        {(data) =>
          data.total === 0 ? (
            <EmptyState>{t('empty')}</EmptyState>
          ) : (
            <Stack gap="sm">
              <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
                {data.rows.map((message) => (
                  <MessageItem key={message.id} message={message} onOpen={open} />
                ))}
              </Stack>
              <Pager page={page} size={MESSAGES_PAGE_SIZE} total={data.total} onChange={setPage} />
            </Stack>
          )
        }
      </QueryState>
    </Paper>
  );
}

function MessageItem({ message, onOpen }: { message: InboxMessage; onOpen: (message: InboxMessage) => void }) {
  const { t } = useTexts(INBOX_TAB);
  const format = useFormat();
  const { title, body } = useInboxWords()(message);
  return (
    <li data-testid={`message-${message.id}`} data-read={message.read}>
      <UnstyledButton
        w="100%"
        p="sm"
        onClick={() => onOpen(message)}
        style={{
          borderRadius: 'var(--mantine-radius-md)',
          border: '1px solid var(--mantine-color-gray-3)',
          background: message.read ? undefined : 'var(--mantine-color-blue-0)',
        }}
      >
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text fw={message.read ? 500 : 700} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {!message.read && <VisuallyHidden>{`${t('unread')}: `}</VisuallyHidden>}
            {title}
          </Text>
          <Badge variant="light" color="gray" size="sm" style={{ flexShrink: 0 }}>
            {t(`categories.${message.category}`)}
          </Badge>
        </Group>
        <Text size="sm" c="gray.7" mt={4} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
          {body}
        </Text>
        <Text size="xs" c="gray.7" mt={4}>
          {format.dateTime(message.createdAt)}
        </Text>
      </UnstyledButton>
    </li>
  );
}
