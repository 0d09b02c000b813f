// The support console: conversations with unread ones first, their threads, replies, receipts, assigning, closing.
import { endpoint, perIp } from '../endpoint.ts';
import { pageOf } from '../envelope.ts';
import {
  adminConversationsQuery,
  adminConversationView,
  conversationParams,
  operatorReadBody,
  replySupportBody,
  SUPPORT_ROLES,
  supportCustomerView,
  supportHistoryQuery,
  supportHistoryView,
  supportMessageView,
} from '../support.ts';
import { z } from '../zod.ts';

const operator = { tag: 'support', caller: { roles: SUPPORT_ROLES } } as const;

export const supportAdminApi = {
  /** Conversations with unread ones first, filtered (all, unread, open, mine) and searched by user. */
  conversations: endpoint({
    ...operator,
    method: 'GET',
    path: '/admin/support/conversations',
    query: adminConversationsQuery,
    response: pageOf(adminConversationView),
  }),
  conversation: endpoint({
    ...operator,
    method: 'GET',
    path: '/admin/support/conversations/:id',
    params: conversationParams,
    response: adminConversationView,
  }),
  /** The customer beside the conversation: real-name status and their newest mediation cases. */
  customer: endpoint({
    ...operator,
    method: 'GET',
    path: '/admin/support/conversations/:id/customer',
    params: conversationParams,
    response: supportCustomerView,
  }),
  /** The thread, a page at a time (older pages with `before`). */
  messages: endpoint({
    ...operator,
    method: 'GET',
    path: '/admin/support/conversations/:id/messages',
    params: conversationParams,
    query: supportHistoryQuery,
    response: supportHistoryView,
  }),
  /** An operator answers; it marks the user's messages read and takes an unassigned conversation. */
  reply: endpoint({
    ...operator,
    method: 'POST',
    path: '/admin/support/conversations/:id/reply',
    params: conversationParams,
    body: replySupportBody,
    response: supportMessageView,
    rateLimit: perIp(120),
    announces: 'queue.support',
  }),
  /** Operators have read the user's messages up to this id. */
  markRead: endpoint({
    ...operator,
    method: 'POST',
    path: '/admin/support/conversations/:id/read',
    params: conversationParams,
    body: operatorReadBody,
    response: z.null(),
  }),
  /** The signed-in operator takes the conversation (audited). */
  assign: endpoint({
    ...operator,
    method: 'POST',
    path: '/admin/support/conversations/:id/assign',
    params: conversationParams,
    response: adminConversationView,
    announces: 'queue.support',
  }),
  /** Ends the conversation (audited); its history stays. */
  close: endpoint({
    ...operator,
    method: 'POST',
    path: '/admin/support/conversations/:id/close',
    params: conversationParams,
    response: adminConversationView,
    announces: 'queue.support',
  }),
} as const;
