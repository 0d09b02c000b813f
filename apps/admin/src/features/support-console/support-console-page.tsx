import { Alert, Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { SUPPORT_FILTERS, SUPPORT_ROLES, type SupportFilter } from '@platform/contracts';
import { ErrorState, ensureSupportChatTexts, LoadingState } from '@platform/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../shared/page-header.tsx';
import { useSession } from '../../shared/session.ts';
import { useAppTexts } from '../../shared/texts.ts';
import { supportQueries, useRefreshSupport } from './api.ts';
import { ConversationList } from './conversation-list.tsx';
import { ConversationThread } from './conversation-thread.tsx';
import type { ScreenTexts } from './i18n.ts';
import { useOperatorFeed } from './use-operator-feed.ts';
import { useThread } from './use-thread.ts';

const TYPING_SHOWN_MS = 4000;

/** Only the support and admin roles answer customers; other operators are told so rather than refused by the API. */
export function SupportConsolePage() {
  const { t } = useAppTexts<ScreenTexts>();
  const allowed = useSession(
    (s) => s.user?.roles.some((r) => (SUPPORT_ROLES as readonly string[]).includes(r)) ?? false,
  );
  if (allowed) return <SupportConsole />;
  return (
    <Stack>
      <PageHeader title={t('supportConsole.title')} intro={t('supportConsole.intro')} />
      <Alert color="gray">{t('supportConsole.rolesOnly')}</Alert>
    </Stack>
  );
}

/** The support console: conversations (unread first) beside the chosen thread; on phones, one then the other. */
function SupportConsole() {
  const { t, i18n } = useAppTexts<ScreenTexts>();
  ensureSupportChatTexts(i18n);
  const wide = useMediaQuery('(min-width: 62em)') ?? true;
  const params = useParams();
  const selected = params.conversationId ? Number(params.conversationId) || null : null;
  const [searchParams, setSearchParams] = useSearchParams();
  const filterParam = searchParams.get('filter');
  const filter: SupportFilter = SUPPORT_FILTERS.includes(filterParam as SupportFilter)
    ? (filterParam as SupportFilter)
    : 'all';
  const q = searchParams.get('q') ?? '';
  const me = useSession((s) => s.user?.userId ?? null);
  const queryClient = useQueryClient();
  const refresh = useRefreshSupport();
  const thread = useThread(selected);
  const conversation = useQuery({ ...supportQueries.conversation(selected ?? 0), enabled: selected !== null });
  const [typingIn, setTypingIn] = useState<number | null>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(typingTimer.current), []);

  const feed = useOperatorFeed(
    (event) => {
      if (event.type === 'support.message') {
        thread.add(event.data);
        if (event.data.sender === 'user') setTypingIn(null);
      } else if (event.type === 'support.operatorConversation') {
        // A fetch begun before this change (a refresh after the operator's own read, say) would answer with the state
        // before it, and overwrite the customer's read receipt: it is cancelled first, not let land after.
        const { queryKey } = supportQueries.conversation(event.data.id);
        void queryClient.cancelQueries({ queryKey }).then(() => queryClient.setQueryData(queryKey, event.data));
        void queryClient.invalidateQueries({ queryKey: supportQueries.lists() });
      } else if (event.type === 'support.typing' && event.from === 'user') {
        setTypingIn(event.conversationId);
        clearTimeout(typingTimer.current);
        typingTimer.current = setTimeout(() => setTypingIn(null), TYPING_SHOWN_MS);
      }
    },
    useCallback(() => {
      void refresh();
      void thread.reload();
    }, [refresh, thread.reload]),
  );

  const setParam = (key: string, value: string, fallback: string) => {
    const next = new URLSearchParams(searchParams);
    if (value === fallback) next.delete(key);
    else next.set(key, value);
    setSearchParams(next, { replace: true });
  };
  const search = searchParams.toString() ? `?${searchParams.toString()}` : '';

  const list = (
    <ConversationList
      filter={filter}
      q={q}
      onFilter={(f) => setParam('filter', f, 'all')}
      onSearch={(value) => setParam('q', value, '')}
      selected={selected}
      search={search}
      heard={feed.heard}
    />
  );
  const detail =
    selected === null ? (
      <Text c="dark.5" py="xl" ta="center">
        {t('supportConsole.choose')}
      </Text>
    ) : conversation.isError ? (
      <ErrorState error={conversation.error} onRetry={() => void conversation.refetch()} />
    ) : !conversation.data ? (
      <LoadingState />
    ) : (
      <ConversationThread
        conversation={conversation.data}
        thread={thread}
        me={me}
        customerTyping={typingIn === selected}
        onTyping={() => selected !== null && feed.typing(selected)}
      />
    );

  return (
    <Stack>
      <PageHeader title={t('supportConsole.title')} intro={t('supportConsole.intro')} />
      {!feed.live && (
        <Text size="sm" c="orange.9" role="status">
          {t('supportConsole.reconnecting')}
        </Text>
      )}
      {wide ? (
        <Group align="flex-start" wrap="nowrap" gap="md">
          <Box w={340} style={{ flexShrink: 0 }}>
            {list}
          </Box>
          <Box style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }} h="calc(100dvh - 200px)">
            {detail}
          </Box>
        </Group>
      ) : selected === null ? (
        list
      ) : (
        <Stack gap="xs">
          <Anchor component={Link} to={`/support${search}`} size="sm">
            ← {t('supportConsole.back')}
          </Anchor>
          <Box style={{ display: 'flex', flexDirection: 'column' }} h="calc(100dvh - 210px)" mih={480}>
            {detail}
          </Box>
        </Stack>
      )}
    </Stack>
  );
}
