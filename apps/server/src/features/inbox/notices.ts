// Which domain events become inbox messages, and what each says: its kind (the contracts' INBOX_TEXTS hold the
// words), the facts it names, where in the app its subject is, and the event's key, which makes it once. A later
// feature adds its events here; nothing in the inbox changes.
import { caseInboxKind, type InboxKind, portalCasePath } from '@platform/contracts';
import type { DomainEvent } from '../../core/events/domain-events.ts';

export interface Notice {
  userId: number;
  kind: InboxKind;
  params: Record<string, string>;
  link: string | null;
  /** Null where the event has no identity of its own (a margin call is told once per fall by the engine). */
  eventKey: string | null;
}

const HISTORY = '/assets/history';
const RECORDS = '/records';

export function noticeOf(event: DomainEvent): Notice | undefined {
  switch (event.type) {
    case 'deposit.approved':
    case 'deposit.rejected':
      return {
        userId: event.userId,
        kind: event.type,
        params: { id: String(event.depositId), ...(event.reason ? { reason: event.reason } : {}) },
        link: HISTORY,
        eventKey: `${event.type}:${event.depositId}`,
      };
    case 'withdrawal.approved':
    case 'withdrawal.rejected':
      return {
        userId: event.userId,
        kind: event.type,
        params: { id: String(event.withdrawalId), ...(event.reason ? { reason: event.reason } : {}) },
        link: HISTORY,
        eventKey: `${event.type}:${event.withdrawalId}`,
      };
    case 'realname.approved':
    case 'realname.rejected':
      return {
        userId: event.userId,
        kind: event.type === 'realname.approved' ? 'kyc.approved' : 'kyc.rejected',
        params: event.reason ? { reason: event.reason } : {},
        link: null,
        eventKey: `${event.type}:${event.submissionId}`,
      };
    case 'blockTrading.approved':
    case 'blockTrading.rejected':
      return {
        userId: event.userId,
        kind: event.type === 'blockTrading.approved' ? 'block.approved' : 'block.rejected',
        params: event.reason ? { reason: event.reason } : {},
        link: '/block-trading',
        eventKey: `${event.type}:${event.applicationId}`,
      };
    case 'ipo.allotted':
    case 'ipo.notAllotted':
      return {
        userId: event.userId,
        kind: event.type,
        params: {
          symbol: event.symbol,
          requested: String(event.quantity),
          allotted: String(event.allottedQuantity),
          released: event.amountReleased,
        },
        link: `/ipo/${event.offeringId}`,
        eventKey: `${event.type}:${event.subscriptionId}`,
      };
    case 'follow.settled':
      return {
        userId: event.userId,
        kind: event.type,
        params: {
          institution: event.institutionName,
          amount: event.amount,
          returnPercent: event.returnPercent,
          value: event.value,
        },
        link: `${RECORDS}?tab=follow`,
        eventKey: `${event.type}:${event.orderId}`,
      };
    case 'robot.expired':
      return {
        userId: event.userId,
        kind: event.type,
        params: {
          id: String(event.robotId),
          name: event.name,
          positions: String(event.positions),
          realizedPnl: event.realizedPnl,
          currency: event.currency,
        },
        link: `/robots/mine/${event.robotId}`,
        eventKey: `${event.type}:${event.robotId}`,
      };
    case 'loan.approved':
    case 'loan.rejected':
    case 'loan.overdue':
    case 'loan.collected':
    case 'loan.repaid':
    case 'loan.closed':
      return {
        userId: event.userId,
        kind: event.type,
        params: event.params,
        link: `/loans/mine/${event.loanId}`,
        eventKey: event.eventKey,
      };
    case 'mining.notice':
      return {
        userId: event.userId,
        kind: event.kind,
        params: event.params,
        link: `/mining/${event.contractId}`,
        eventKey: event.eventKey,
      };
    case 'money.moved':
      return {
        userId: event.userId,
        kind: event.kind,
        params: event.params,
        link: event.link,
        eventKey: event.eventKey,
      };
    case 'trading.order.filled':
      return {
        userId: event.userId,
        kind: 'order.filled',
        params: { id: String(event.orderId) },
        link: RECORDS,
        eventKey: `order.filled:${event.orderId}`,
      };
    case 'trading.order.ended':
      return {
        userId: event.userId,
        kind: 'order.ended',
        // The reason is named by its status, in the reader's language.
        params: { id: String(event.orderId), reason: event.status },
        link: RECORDS,
        eventKey: `order.ended:${event.orderId}`,
      };
    case 'trading.position.closed':
      return {
        userId: event.userId,
        kind: 'position.closed',
        params: { id: String(event.positionId), reason: event.reason },
        link: RECORDS,
        eventKey: `position.closed:${event.positionId}`,
      };
    case 'trading.margin.call':
      return {
        userId: event.userId,
        kind: 'margin.call',
        params: { currency: event.currency },
        link: RECORDS,
        eventKey: null,
      };
    case 'alert.fired':
      return {
        userId: event.userId,
        kind: `alert.${event.kind}`,
        params: event.params,
        link: '/alerts',
        eventKey: `alert.fired:${event.alertId}`,
      };
    case 'feedback.answered':
      return {
        userId: event.userId,
        kind: 'feedback.answered',
        params: { id: String(event.feedbackId) },
        link: null,
        eventKey: `feedback.answered:${event.feedbackId}`,
      };
    case 'mediation.applicant.notice':
      return {
        userId: event.userId,
        kind: caseInboxKind(event.kind),
        params: event.params,
        link: portalCasePath(event.caseId),
        // A notice has no identity of its own (two messages in a case are two notices of one kind).
        eventKey: null,
      };
    case 'session.newDevice':
      return {
        userId: event.userId,
        kind: 'session.newDevice',
        params: { device: event.device, ip: event.ip, at: event.at },
        link: '/security/sessions',
        eventKey: `session.newDevice:${event.sessionId}`,
      };
    case 'support.replied':
      return {
        userId: event.userId,
        kind: 'support.reply',
        params: {},
        link: null,
        eventKey: `support.reply:${event.messageId}`,
      };
    default:
      return undefined;
  }
}
