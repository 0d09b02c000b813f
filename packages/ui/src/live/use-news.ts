// A screen's reads of what others change (a catalogue, a back-office queue, a case) are asked again when the server
// says their topic changed (news-ws.ts in the contracts); they poll only while that news is not heard (before the
// server confirms the watch, while the socket is down, or when the server refused the topic).
import type { NewsTopic } from '@platform/contracts';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { LiveSocket } from './live-socket.ts';

/** One topic, or a screen's several. */
export type NewsTopics = NewsTopic | readonly NewsTopic[];
const listOf = (topics: NewsTopics): readonly NewsTopic[] => (typeof topics === 'string' ? [topics] : topics);
const allHeard = (socket: LiveSocket, topics: NewsTopics) => listOf(topics).every((topic) => socket.newsHeard(topic));

/** The poll period of a read of `topics` while any of their news is not heard: `ms`; else none. */
export const whileUnheard = (socket: LiveSocket, topics: NewsTopics, ms: number) =>
  allHeard(socket, topics) ? false : ms;

export interface NewsWatch {
  /** Watch only while true (a page that shows the topic only in some states). */
  watching?: boolean;
  /** A respondent's link token, for a page that is not signed in. */
  respondentToken?: string;
}

/**
 * While the screen is open (and watching): the reads under `queryKey` are asked again whenever one of `topics`
 * changed, and once when their news is heard or lost (for what was missed, and so their poll period is decided again).
 */
export function useNews(socket: LiveSocket, topics: NewsTopics, queryKey: QueryKey, watch: NewsWatch = {}) {
  const { watching = true, respondentToken } = watch;
  const queryClient = useQueryClient();
  // The key's and the topics' parts, not their identity: a caller may build them afresh on every render.
  const key = JSON.stringify(queryKey);
  const named = listOf(topics).join(' ');
  useEffect(() => {
    const watched = named.split(' ').filter(Boolean) as NewsTopic[];
    if (!watching || watched.length === 0) return;
    const ours = { queryKey: JSON.parse(key) as QueryKey };
    let heard = allHeard(socket, watched);
    const stopState = socket.onStateChange(() => {
      if (allHeard(socket, watched) === heard) return;
      heard = !heard;
      void queryClient.invalidateQueries(ours, { cancelRefetch: false });
    });
    const refresh = () => void queryClient.invalidateQueries(ours);
    const stops = watched.map((topic) => socket.watchNews(topic, refresh, respondentToken));
    return () => {
      stopState();
      for (const stop of stops) stop();
    };
  }, [socket, named, key, queryClient, watching, respondentToken]);
}
