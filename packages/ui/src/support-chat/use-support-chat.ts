// The signed-in user's support conversation in one app: history, sending, live updates, unread count, receipts.
import type { Client } from '@platform/client';
import type {
  SendSupportMessageBody,
  SupportConversation,
  SupportMessage,
  SupportSource,
  SupportWsServerMessage,
} from '@platform/contracts';
import { SUPPORT_LIMITS, supportApi } from '@platform/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { openSupportSocket, type SupportSocket } from './support-socket.ts';

export type ChatClient = Pick<Client, 'call' | 'upload' | 'fetchFile'>;

/** Adds messages by id, keeping time order and dropping ones already there. */
export function mergeMessages(current: SupportMessage[], incoming: SupportMessage[]): SupportMessage[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

const TYPING_SHOWN_MS = 4000;

export function useSupportChat({
  client,
  source,
  token,
  open,
}: {
  client: ChatClient;
  source: SupportSource;
  token: string | null;
  open: boolean;
}) {
  const [conversation, setConversation] = useState<SupportConversation | null>(null);
  const [messages, setMessages] = useState<SupportMessage[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [status, setStatus] = useState<'idle' | 'loading' | 'ready' | 'failed'>('idle');
  const [live, setLive] = useState(true);
  const [operatorTyping, setOperatorTyping] = useState(false);
  const socket = useRef<SupportSocket | null>(null);
  const openRef = useRef(open);
  openRef.current = open;
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastTypingSent = useRef(0);
  const firstLoad = useRef(true);
  // How many conversation states the socket has pushed. A fetch of the conversation begun before a push (a reconnect's
  // load, or the one after a first message) answers with the state before it: a receipt the operator's read just
  // pushed would be undone by that older answer, and no later event brings it back. Such an answer is dropped.
  const pushes = useRef(0);
  const fetchConversation = useCallback(() => {
    const at = pushes.current;
    return client.call(supportApi.conversation, { query: { source } }, { allowParallel: true }).then((fetched) => {
      if (pushes.current === at) setConversation(fetched);
    });
  }, [client, source]);

  const load = useCallback(async () => {
    if (!token) return;
    setStatus((s) => (s === 'ready' ? s : 'loading'));
    const at = pushes.current;
    try {
      const [mine, history] = await Promise.all([
        client.call(supportApi.conversation, { query: { source } }, { allowParallel: true }),
        client.call(supportApi.messages, { query: { source } }, { allowParallel: true }),
      ]);
      if (pushes.current === at) setConversation(mine);
      setMessages((current) => mergeMessages(current, history.rows));
      // Later loads (reconnects) only catch up on the newest page; "earlier" stays as the first page said.
      if (firstLoad.current) setHasMore(history.hasMore);
      firstLoad.current = false;
      setStatus('ready');
    } catch {
      setStatus((s) => (s === 'ready' ? s : 'failed'));
    }
  }, [client, source, token]);

  const onEvent = useCallback(
    (event: SupportWsServerMessage) => {
      if (event.type === 'support.message') {
        setMessages((current) => mergeMessages(current, [event.data]));
        if (event.data.sender === 'operator') {
          setOperatorTyping(false);
          setConversation((c) => {
            // A message of a conversation we do not know yet (opened elsewhere): fetch its state.
            if (!c || c.id !== event.data.conversationId) {
              void fetchConversation().catch(() => {});
              return c;
            }
            return { ...c, unread: c.unread + 1 };
          });
        }
      } else if (event.type === 'support.conversation') {
        pushes.current += 1;
        setConversation(event.data);
      } else if (event.type === 'support.typing' && event.from === 'operator') {
        setOperatorTyping(true);
        clearTimeout(typingTimer.current);
        typingTimer.current = setTimeout(() => setOperatorTyping(false), TYPING_SHOWN_MS);
      }
    },
    [fetchConversation],
  );

  // Signed in: load and stay live (also while the panel is closed, for the unread badge). Signed out: forget it all.
  useEffect(() => {
    firstLoad.current = true;
    if (!token) {
      setConversation(null);
      setMessages([]);
      setStatus('idle');
      return;
    }
    void load();
    const s = openSupportSocket({
      token,
      watch: { as: 'user', source },
      onEvent,
      onLive: () => {
        setLive(true);
        // Also on the first connection: a reply sent between the first load and the watch is not lost.
        void load();
      },
      onLost: () => setLive(false),
    });
    socket.current = s;
    return () => {
      s.close();
      socket.current = null;
      clearTimeout(typingTimer.current);
    };
  }, [token, source, load, onEvent]);

  // While the panel is open, operator messages are read as they arrive.
  const lastOperatorId = messages.reduce((max, m) => (m.sender === 'operator' && m.id > max ? m.id : max), 0);
  useEffect(() => {
    if (!open || !token || !conversation || conversation.unread === 0 || lastOperatorId === 0) return;
    setConversation({ ...conversation, unread: 0 });
    void client
      .call(supportApi.markRead, { body: { source, upTo: lastOperatorId } }, { allowParallel: true })
      .catch(() => {});
  }, [open, token, conversation, lastOperatorId, client, source]);

  const loadEarlier = useCallback(async () => {
    const first = messages[0];
    if (!first) return;
    const page = await client.call(supportApi.messages, { query: { source, before: first.id } });
    setMessages((current) => mergeMessages(current, page.rows));
    setHasMore(page.hasMore);
  }, [client, messages, source]);

  const send = useCallback(
    async (body: Omit<SendSupportMessageBody, 'source'>) => {
      const message = await client.call(supportApi.sendMessage, { body: { ...body, source } }, { allowParallel: true });
      setMessages((current) => mergeMessages(current, [message]));
      setConversation((c) => {
        if (c && c.id === message.conversationId) return c;
        void fetchConversation().catch(() => {});
        return c;
      });
      return message;
    },
    [client, source, fetchConversation],
  );

  const typing = useCallback(() => {
    const now = Date.now();
    if (now - lastTypingSent.current < SUPPORT_LIMITS.typingEveryMs) return;
    lastTypingSent.current = now;
    socket.current?.send({ op: 'support.typing', source });
  }, [source]);

  return { conversation, messages, hasMore, status, live, operatorTyping, load, loadEarlier, send, typing };
}

export type SupportChatState = ReturnType<typeof useSupportChat>;
