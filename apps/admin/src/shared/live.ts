import { type Queue, queueTopic, type Uptake, uptakeTopic } from '@platform/contracts';
import { sessionSocket, useNews, whileUnheard } from '@platform/ui';
import type { QueryKey } from '@tanstack/react-query';
import { session } from './session.ts';

/** The back office's one live connection: the news of the queues, catalogues and cases on screen. */
export const liveSocket = sessionSocket(session);

/** A queue's list on screen: asked again when a record arrives, is taken or is decided (the queue's news). */
export const useQueueNews = (queue: Queue, queryKey: QueryKey) => useNews(liveSocket, queueTopic(queue), queryKey);

/**
 * A product line's list (IPO, follow, robots, mining): asked again when its catalogue changed (an operator's edit, a
 * job's run) or its uptake moved (a customer subscribed, followed, bought).
 */
export const useProductLineNews = (line: Uptake, queryKey: QueryKey) =>
  useNews(liveSocket, [line, uptakeTopic(line)], queryKey);

/** The poll period of a product line's list while either of its news is not heard: `ms`; else none. */
export const whileProductLineUnheard = (line: Uptake, ms: number) =>
  whileUnheard(liveSocket, [line, uptakeTopic(line)], ms);
