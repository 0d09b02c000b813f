// Domain events: what one feature tells the others happened, after its transaction committed. Features never import
// each other; a reaction (a notification when a withdrawal is rejected, say) subscribes here instead. The events
// travel on the pub/sub seam, so with a shared pub/sub they reach subscribers on every API node.
import type {
  AlertKind,
  CaseNoticeKind,
  CaseParty,
  MoneyInboxKind,
  NewsTopic,
  PositionClosedReason,
} from '@platform/contracts';
import type { PubSub } from '../../realtime/pubsub.ts';

/** Every event a user is the subject of names that user, so a notification knows whom to tell. */
export type DomainEvent =
  | { type: 'deposit.approved' | 'deposit.rejected'; userId: number; depositId: number; reason: string | null }
  | { type: 'withdrawal.approved' | 'withdrawal.rejected'; userId: number; withdrawalId: number; reason: string | null }
  | { type: 'mediation.case.moved'; userId: number; caseId: number; from: string; to: string; reason: string | null }
  /** Something happened in a case that its parties are told of (issue 15 §5): the notifier e-mails each party named. */
  | {
      type: 'mediation.notice';
      caseId: number;
      kind: CaseNoticeKind;
      parties: CaseParty[];
      params: Record<string, string>;
    }
  /**
   * A case notice for the applicant, named once their case was read (the notifier publishes it for every notice that
   * concerns them, whatever their e-mail choice): the inbox keeps a copy.
   */
  | {
      type: 'mediation.applicant.notice';
      userId: number;
      caseId: number;
      kind: CaseNoticeKind;
      params: Record<string, string>;
    }
  | { type: 'realname.approved' | 'realname.rejected'; userId: number; submissionId: number; reason: string | null }
  | { type: 'feedback.answered'; userId: number; feedbackId: number }
  /** A reviewer decided a block-trading permission application (the reason when rejected). */
  | {
      type: 'blockTrading.approved' | 'blockTrading.rejected';
      userId: number;
      applicationId: number;
      reason: string | null;
    }
  /** An IPO's allotment ran: how many of the shares requested were allotted, and what was released. */
  | {
      type: 'ipo.allotted' | 'ipo.notAllotted';
      userId: number;
      offeringId: number;
      subscriptionId: number;
      symbol: string;
      quantity: number;
      allottedQuantity: number;
      amountReleased: string;
    }
  /** A follow order settled at the institution's return over its period, less the fees: `value` was paid back. */
  | {
      type: 'follow.settled';
      userId: number;
      orderId: number;
      institutionName: string;
      amount: string;
      returnPercent: string;
      value: string;
    }
  /** A robot's rental ended: it stopped and its `positions` open positions were handed back to its owner. */
  | {
      type: 'robot.expired';
      userId: number;
      robotId: number;
      name: string;
      positions: number;
      realizedPnl: string;
      currency: string;
    }
  /**
   * A loan was approved (and paid out), rejected, found with an instalment overdue, had an instalment collected by the
   * job or repaid by the user, or was repaid in full.
   */
  | {
      type: 'loan.approved' | 'loan.rejected' | 'loan.overdue' | 'loan.collected' | 'loan.repaid' | 'loan.closed';
      userId: number;
      loanId: number;
      /** Makes the inbox message once (an overdue instalment is told once). */
      eventKey: string;
      params: Record<string, string>;
    }
  /**
   * A mining contract paused for energy, was paid for a period, completed its term, or failed (refunded) before it
   * started.
   */
  | {
      type: 'mining.notice';
      kind: 'mining.paused' | 'mining.paid' | 'mining.success' | 'mining.failure';
      userId: number;
      contractId: number;
      /** Makes the inbox message once (each pause is told once). */
      eventKey: string;
      params: Record<string, string>;
    }
  /**
   * Money moved on a user's account that no other event tells of (issue 27 §2): a chain deposit credited, a transfer,
   * a reversal, IPO shares delivered, a robot or mining contract bought, energy moved. `eventKey` makes its message
   * once, however often the event is heard.
   */
  | {
      type: 'money.moved';
      kind: MoneyInboxKind;
      userId: number;
      eventKey: string;
      link: string | null;
      params: Record<string, string>;
    }
  /** An operator answered the user in the support chat. */
  | { type: 'support.replied'; userId: number; conversationId: number; messageId: number }
  /** The order engine filled a resting order, or ended it (expired at the close, rejected at the fill). */
  | { type: 'trading.order.filled'; userId: number; orderId: number; positionId: number }
  | { type: 'trading.order.ended'; userId: number; orderId: number; status: 'expired' | 'rejected'; reason: string }
  /** The engine closed a position: its stop-loss or take-profit was reached, or the account was stopped out. */
  | { type: 'trading.position.closed'; userId: number; positionId: number; reason: PositionClosedReason }
  /** An account's equity fell to its margin-call level (told once per fall). */
  | { type: 'trading.margin.call'; userId: number; currency: string; marginLevel: string | null }
  /** A price alert fired (once, at `params.price`): its owner is told in the inbox (issue 33 §2). */
  | { type: 'alert.fired'; userId: number; alertId: number; kind: AlertKind; params: Record<string, string> }
  /** A user's inbox changed (a message delivered, or read): every node tells that user's watching sockets. */
  | { type: 'inbox.changed'; userId: number; messageId: number | null }
  /** An announcement reached many inboxes at once: every node tells each user watching there. */
  | { type: 'inbox.announced'; announcementId: number }
  /** A sign-in opened a session (committed): the sessions feature notices a new device from it. */
  | { type: 'session.opened'; userId: number; tokenHash: string }
  /**
   * A sign-in came from a device the account was not seen on before (sessions/new-device.ts says what counts as
   * known): its owner is told, in the inbox and by e-mail. `at` is an ISO time.
   */
  | { type: 'session.newDevice'; userId: number; sessionId: string; device: string; ip: string; at: string }
  /** Sessions ended (log-out, password change or reset, user disabled): sockets opened with them close. */
  | { type: 'sessions.revoked'; userId: number; tokenHashes: string[] }
  /** A user's roles changed: their sockets close, so what they watch again is checked against the new roles. */
  | { type: 'user.roles.changed'; userId: number }
  /** Something a signed-in user's cached view shows changed (the language). */
  | { type: 'user.profile.changed'; userId: number }
  /** A news topic changed: a catalogue for everyone (an offering edited, offered size taken, a period closed), a
   * back-office queue (a record arrived or was decided), a case (news-ws.ts). */
  | { type: 'news.changed'; topic: NewsTopic };

export type DomainEventType = DomainEvent['type'];
export type DomainEventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

const topicOf = (type: DomainEventType) => `domain.${type}`;

export interface DomainEvents {
  /** Call once the change is committed: a subscriber may act on it at once. */
  publish(event: DomainEvent): void;
  /** Returns the function that ends this subscription. */
  subscribe<T extends DomainEventType>(type: T, handler: (event: DomainEventOf<T>) => void): () => void;
  /**
   * Runs `handler` on this node for every event it publishes, before the event leaves: for what must hold before the
   * publishing request answers (its own subscription may hear the event back from Redis only later).
   */
  observe(handler: (event: DomainEvent) => void): void;
}

export function createDomainEvents(pubsub: PubSub): DomainEvents {
  const observers: Array<(event: DomainEvent) => void> = [];
  return {
    publish(event) {
      for (const observer of observers) observer(event);
      pubsub.publish(topicOf(event.type), event);
    },
    subscribe: (type, handler) => pubsub.subscribe(topicOf(type), handler),
    observe: (handler) => observers.push(handler),
  };
}
