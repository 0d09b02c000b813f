// The news part of /api/ws: a client watches the topics its open screens show (`news.watch`) and hears when one
// changed (`news.changed`), so those screens ask again at once instead of polling. Only the topic is named: what
// changed is read through the API, with its own authorisation. What changed only for the user is told in their inbox
// (inbox.ts), and the order engine's own news on trading.watch (trading-ws.ts).
import { z } from './zod.ts';

/**
 * What changes for everyone (any signed-in user may watch): IPO offerings, follow institutions, robot products,
 * mining, block offers, and the sandbox chain (a block mined: every pending payment's confirmations moved).
 */
export const CATALOGUES = ['ipo', 'follow', 'robots', 'mining', 'block', 'chain'] as const;
export type Catalogue = (typeof CATALOGUES)[number];

/** The back office's queues: an operator whose roles may read a queue's list hears when a record arrives, is taken
 * or is decided (a case, an identity submission, a block-trading application, a support conversation). */
export const QUEUES = [
  'deposits',
  'withdrawals',
  'loans',
  'cases',
  'identity',
  'blockApplications',
  'support',
] as const;
export type Queue = (typeof QUEUES)[number];
export type QueueTopic = `queue.${Queue}`;
export const queueTopic = (queue: Queue): QueueTopic => `queue.${queue}`;

/** Uptake of a product line (subscriptions, follow orders, robots bought and run, hash rate bought): what the back
 * office's product lists count. Operators whose roles may read the list hear of it; customers' catalogue screens do
 * not (their catalogue did not change). */
export const UPTAKES = ['ipo', 'follow', 'robots', 'mining'] as const;
export type Uptake = (typeof UPTAKES)[number];
export type UptakeTopic = `uptake.${Uptake}`;
export const uptakeTopic = (uptake: Uptake): UptakeTopic => `uptake.${uptake}`;

/** One mediation case: its page's thread, proposals and state. Watched by its applicant, an operator who may read
 * it, or its respondent (with the link's token). */
export type CaseTopic = `case.${number}`;
export const caseTopic = (caseId: number): CaseTopic => `case.${caseId}`;

export type NewsTopic = Catalogue | QueueTopic | UptakeTopic | CaseTopic;
/** A topic whose news an endpoint declares it makes (a case's is told by the mediation's own events). */
export type AnnouncedTopic = Catalogue | QueueTopic | UptakeTopic;

const TOPIC = new RegExp(
  `^(?:${CATALOGUES.join('|')}|queue\\.(?:${QUEUES.join('|')})|uptake\\.(?:${UPTAKES.join('|')})|case\\.[1-9][0-9]{0,9})$`,
);
const newsTopic = z
  .string()
  .regex(TOPIC)
  .transform((topic) => topic as NewsTopic);

/** Topics one watch may name: every catalogue, queue and uptake, and a few cases open side by side. */
export const NEWS_LIMITS = { topicsPerWatch: 32 } as const;

export const newsWsClientMessages = [
  z.object({
    op: z.literal('news.watch'),
    topics: z.array(newsTopic).max(NEWS_LIMITS.topicsPerWatch),
    /** A respondent's link token: lets a socket that is not signed in watch that one case. */
    respondentToken: z.string().min(1).max(128).optional(),
  }),
] as const;

export type NewsWsServerMessage =
  /** The watch took: these topics (those of the watch this socket may hear) are heard from now on. */
  { type: 'news.watching'; topics: NewsTopic[] } | { type: 'news.changed'; topic: NewsTopic };
