// The customer's side of the support chat: one conversation per app, its history, sending, read receipts.
import { endpoint, perAccount, perIp, RAW_RESPONSE } from '../endpoint.ts';
import {
  markSupportReadBody,
  SUPPORT_LIMITS,
  sendSupportMessageBody,
  supportAttachmentParams,
  supportConfigView,
  supportConversationView,
  supportHistoryView,
  supportMessageView,
  supportMyHistoryQuery,
  supportSourceQuery,
} from '../support.ts';
import { z } from '../zod.ts';

const user = { tag: 'support', caller: 'user' } as const;

export const supportApi = {
  /** Whether an external chat widget replaces the built-in support chat. */
  config: endpoint({
    tag: 'support',
    caller: 'public',
    method: 'GET',
    path: '/support/config',
    response: supportConfigView,
  }),
  /** The user's conversation in that app (null before the first message). */
  conversation: endpoint({
    ...user,
    method: 'GET',
    path: '/support/conversation',
    query: supportSourceQuery,
    response: supportConversationView.nullable(),
  }),
  /** The user's history in that app, a page at a time (older pages with `before`). */
  messages: endpoint({
    ...user,
    method: 'GET',
    path: '/support/messages',
    query: supportMyHistoryQuery,
    response: supportHistoryView,
  }),
  /** A message to customer service, opening a conversation when none is open. */
  sendMessage: endpoint({
    ...user,
    method: 'POST',
    path: '/support/messages',
    body: sendSupportMessageBody,
    response: supportMessageView,
    // One user's pace, answered in the chat's own words.
    rateLimit: [perIp(60), perAccount(SUPPORT_LIMITS.sendsPerMinute, { messageKey: 'supportSendingTooFast' })],
    announces: 'queue.support',
  }),
  /** The user has read the operators' messages up to this id. */
  markRead: endpoint({
    ...user,
    method: 'POST',
    path: '/support/read',
    body: markSupportReadBody,
    response: z.null(),
  }),
  /** An image attached in one of the user's own conversations, whoever sent it; anything else is 404. */
  attachment: endpoint({
    ...user,
    method: 'GET',
    path: '/support/attachments/:name',
    params: supportAttachmentParams,
    response: RAW_RESPONSE,
  }),
} as const;
