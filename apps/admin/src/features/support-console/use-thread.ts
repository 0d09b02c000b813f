import type { SupportMessage } from '@platform/contracts';
import { mergeMessages } from '@platform/ui';
import { useCallback, useEffect, useState } from 'react';
import { fetchThread } from './api.ts';

/** One conversation's messages: the newest page, earlier pages on demand, live ones added as they come. */
export function useThread(id: number | null) {
  const [messages, setMessages] = useState<SupportMessage[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');

  const reload = useCallback(async () => {
    if (id === null) return;
    try {
      const page = await fetchThread(id);
      setMessages((current) => mergeMessages(current, page.rows));
      setHasMore((more) => more || page.hasMore);
      setStatus('ready');
    } catch {
      setStatus((s) => (s === 'ready' ? s : 'failed'));
    }
  }, [id]);

  useEffect(() => {
    setMessages([]);
    setHasMore(false);
    setStatus('loading');
    void reload();
  }, [reload]);

  const loadEarlier = useCallback(async () => {
    const first = messages[0];
    if (id === null || !first) return;
    const page = await fetchThread(id, first.id);
    setMessages((current) => mergeMessages(current, page.rows));
    setHasMore(page.hasMore);
  }, [id, messages]);

  const add = useCallback(
    (message: SupportMessage) => {
      if (message.conversationId === id) setMessages((current) => mergeMessages(current, [message]));
    },
    [id],
  );

  return { messages, hasMore, status, reload, loadEarlier, add };
}

export type Thread = ReturnType<typeof useThread>;
