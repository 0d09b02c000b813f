// A screen's reads of what others change (a catalogue, a back-office queue, a case) are asked again when the server
// says their topic changed (news-ws.ts in the contracts); they poll only while that news is not heard (before the
// server confirms the watch, while the socket is down, or when the server refused the topic).
import type { NewsTopic } from '@platform/contracts';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { LiveSocket } from './live-socket.ts';

/** The poll period of a read of `topic` while its news is not heard: `ms`; else none. */
export const whileUnheard = (socket: LiveSocket, topic: NewsTopic, ms: number) =>
  socket.newsHeard(topic) ? false : ms;

export interface NewsWatch {
  /** Watch only while true (a page that shows the topic only in some states). */
  watching?: boolean;
  /** A respondent's link token, for a page that is not signed in. */
  respondentToken?: string;
}

/**
 * While the screen is open (and watching): the reads under `queryKey` are asked again whenever `topic` changed, and
 * once when its news is heard or lost (for what was missed, and so their poll period is decided again).
 */
export function useNews(socket: LiveSocket, topic: NewsTopic, queryKey: QueryKey, watch: NewsWatch = {}) {
  const { watching = true, respondentToken } = watch;
  const queryClient = useQueryClient();
  // The key's parts, not its identity: a caller may build it afresh on every render.
  const key = JSON.stringify(queryKey);
  useEffect(() => {
    if (!watching) return;
    const ours = { queryKey: JSON.parse(key) as QueryKey };
    let heard = socket.newsHeard(topic);
    const stopState = socket.onStateChange(() => {
      if (socket.newsHeard(topic) === heard) return;
      heard = !heard;
      void queryClient.invalidateQueries(ours, { cancelRefetch: false });
    });
    const stopNews = socket.watchNews(topic, () => void queryClient.invalidateQueries(ours), respondentToken);
    return () => {
      stopState();
      stopNews();
    };
  }, [socket, topic, key, queryClient, watching, respondentToken]);
}
