// Tells the sockets watching a topic when it changed (news-ws.ts in the contracts): a catalogue or a back-office queue
// that an endpoint `announces` after it succeeded or a job changed, or a case its feature's events name. The change
// travels as a domain event, so a socket on any node hears of a change made on another. Only the topic is named: the
// screens ask again for what they show, through the API and its authorisation.
//
// Who may watch what: any signed-in socket a catalogue; a queue or a case only as its feature allows (`allow`), since
// features, not this layer, know whose a record is.
import {
  CATALOGUES,
  type Caller,
  callerAdmits,
  MESSAGES,
  type NewsTopic,
  type WsClientMessage,
} from '@platform/contracts';
import type { DomainEvents } from '../core/events/domain-events.ts';
import type { ClientSession } from './client-session.ts';

/** Whether this socket may hear `topic` (with the respondent's link token, when it sent one). */
export type TopicGrant = (session: ClientSession, topic: NewsTopic, respondentToken?: string) => Promise<boolean>;

/** News of one topic reaches a socket at most once in this long: a busy queue or case is asked again, not flooded. */
export const NEWS_COALESCE_MS = 250;

const isCatalogue = (topic: NewsTopic) => (CATALOGUES as readonly string[]).includes(topic);

export class NewsFeed {
  private readonly watching = new Map<NewsTopic, Set<ClientSession>>();
  private readonly grants: { matches: (topic: NewsTopic) => boolean; grant: TopicGrant }[] = [];
  /** Topics told within the last NEWS_COALESCE_MS, and whether more news came meanwhile. */
  private readonly quiet = new Map<NewsTopic, { again: boolean }>();
  private readonly stop: () => void;

  constructor(events: DomainEvents) {
    this.stop = events.subscribe('news.changed', ({ topic }) => this.tell(topic));
  }

  /** Lets the sockets `grant` admits watch the topics `matches` names (a feature's queue or its records). */
  allow(matches: (topic: NewsTopic) => boolean, grant: TopicGrant) {
    this.grants.push({ matches, grant });
  }

  /** Lets the operators who may call an endpoint with this rule (enrolled in two-factor) watch `topic`. */
  allowCaller(topic: NewsTopic, caller: Caller) {
    this.allow(
      (t) => t === topic,
      async (session) => session.userId !== null && session.twoFactor && callerAdmits(caller, session.roles),
    );
  }

  /** Watches exactly the topics of this watch that the socket may hear, from now on. */
  async handle(session: ClientSession, message: Extract<WsClientMessage, { op: 'news.watch' }>) {
    const wanted = [...new Set(message.topics)];
    const granted: NewsTopic[] = [];
    for (const topic of wanted) if (await this.mayWatch(session, topic, message.respondentToken)) granted.push(topic);
    this.forget(session);
    for (const topic of granted) {
      const sessions = this.watching.get(topic) ?? new Set<ClientSession>();
      this.watching.set(topic, sessions.add(session));
      session.topics.add(topic);
    }
    if (granted.length < wanted.length) {
      const msg = session.userId === null ? MESSAGES.loginExpired.en : MESSAGES.forbidden.en;
      session.send({ type: 'error', msg });
    }
    session.send({ type: 'news.watching', topics: granted });
  }

  private async mayWatch(session: ClientSession, topic: NewsTopic, respondentToken?: string): Promise<boolean> {
    if (isCatalogue(topic)) return session.userId !== null;
    for (const { matches, grant } of this.grants) {
      if (matches(topic) && (await grant(session, topic, respondentToken))) return true;
    }
    return false;
  }

  /** Tells this node's sockets watching `topic` that it changed, coalescing a burst into at most two messages. */
  tell(topic: NewsTopic) {
    const quiet = this.quiet.get(topic);
    if (quiet) {
      quiet.again = true;
      return;
    }
    for (const session of this.watching.get(topic) ?? []) session.send({ type: 'news.changed', topic });
    const entry = { again: false };
    this.quiet.set(topic, entry);
    setTimeout(() => {
      this.quiet.delete(topic);
      if (entry.again) this.tell(topic);
    }, NEWS_COALESCE_MS).unref();
  }

  /** How many sockets watch `topic` on this node (for tests and diagnostics). */
  watchers(topic: NewsTopic): number {
    return this.watching.get(topic)?.size ?? 0;
  }

  forget(session: ClientSession) {
    for (const topic of session.topics) {
      const sessions = this.watching.get(topic);
      if (sessions?.delete(session) && sessions.size === 0) this.watching.delete(topic);
    }
    session.topics.clear();
  }

  close() {
    this.stop();
    this.watching.clear();
  }
}
