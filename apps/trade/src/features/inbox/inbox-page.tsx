// /inbox: the signed-in user's messages, newest first, by category or unread only, page by page. Opening a message
// marks it read (every other tab's badge follows); "Mark all read" marks what the filter shows.
import { Button, Chip, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { INBOX_APP_CATEGORIES, type InboxCategory, type InboxMessage, inboxApi } from '@platform/contracts';
import { MarkAllReadButton, QueryState, toast, useTexts } from '@platform/ui';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../../lib/api.ts';
import { inboxKeys, messagesQuery } from '../../lib/inbox/api.ts';
import { INBOX } from '../../lib/inbox/texts.ts';
import { useInboxUnread } from '../../lib/inbox/use-inbox-unread.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import classes from './inbox.module.css';
import { MessageItem } from './message-item.tsx';

const ALL = 'all';
/** The trade app's part of the account's inbox (case notices are the portal's). */
const CATEGORIES = INBOX_APP_CATEGORIES.trade;

export function InboxPage() {
  const { t } = useTexts(INBOX);
  usePageTitle(t('title'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const unread = useInboxUnread();
  const [params, setParams] = useSearchParams();
  const asked = params.get('category');
  const category = (CATEGORIES as readonly string[]).includes(asked ?? '') ? (asked as InboxCategory) : null;
  const unreadOnly = params.get('unread') === 'true';
  const filter = { category, unreadOnly };
  const messages = useInfiniteQuery(messagesQuery(filter));
  const setFilter = (next: { category: InboxCategory | null; unreadOnly: boolean }) =>
    setParams(
      {
        ...(next.category ? { category: next.category } : {}),
        ...(next.unreadOnly ? { unread: 'true' } : {}),
      },
      { replace: true },
    );

  const refresh = () => queryClient.invalidateQueries({ queryKey: inboxKeys.all });
  const read = useMutation({
    mutationFn: (id: number) => api.call(inboxApi.read, { params: { id } }),
    onSuccess: () => void refresh(),
  });
  const readAll = useMutation({
    mutationFn: () => api.call(inboxApi.readAll, { body: { app: 'trade', ...(category ? { category } : {}) } }),
    onSuccess: (result) => {
      queryClient.setQueryData(inboxKeys.unread(), { unread: result.unread });
      toast.success(t('markedRead', { count: result.marked }));
      void refresh();
    },
  });
  const open = (message: InboxMessage) => {
    if (!message.read) read.mutate(message.id);
    if (message.link) navigate(message.link);
  };

  return (
    <Stack gap="md" py={{ base: 0, sm: 'md' }}>
      <Group justify="space-between" align="center" gap="xs">
        <Stack gap={0}>
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('unreadCount', { count: unread })}
          </Text>
        </Stack>
        <MarkAllReadButton readAll={readAll} unread={unread} size="sm">
          {t('markAllRead')}
        </MarkAllReadButton>
      </Group>
      <Chip.Group
        value={category ?? ALL}
        onChange={(value) => setFilter({ category: value === ALL ? null : (value as InboxCategory), unreadOnly })}
      >
        <Group gap={6} wrap="nowrap" className={classes.filters} role="radiogroup" aria-label={t('filter')} py={2}>
          <Chip value={ALL} size="sm">
            {t('all')}
          </Chip>
          {CATEGORIES.map((value) => (
            <Chip key={value} value={value} size="sm">
              {t(`categories.${value}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Switch
        label={t('unreadOnly')}
        checked={unreadOnly}
        onChange={(event) => setFilter({ category, unreadOnly: event.currentTarget.checked })}
      />
      <QueryState
        query={messages}
        isEmpty={(data) => data.pages[0]?.total === 0}
        emptyText={category || unreadOnly ? t('emptyFiltered') : t('empty')}
      >
        {(data) => (
          <Stack gap="sm">
            <ul className={classes.list} aria-label={t('list')}>
              {data.pages.flatMap((page) =>
                page.rows.map((message) => <MessageItem key={message.id} message={message} onOpen={open} />),
              )}
            </ul>
            {messages.hasNextPage && (
              <Button
                variant="default"
                onClick={() => void messages.fetchNextPage()}
                loading={messages.isFetchingNextPage}
                style={{ alignSelf: 'center' }}
              >
                {t('loadMore')}
              </Button>
            )}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
