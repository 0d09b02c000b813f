// The customer support chat: one open conversation per user per app, messages between the user and operators.
import { pageQuerySchema } from './envelope.ts';
import { CASE_STATES } from './mediation.ts';
import { MESSAGES } from './messages.ts';
import { REALNAME_STATES } from './realname.ts';
import { z } from './zod.ts';

export const SUPPORT_LIMITS = {
  textMax: 2000,
  historyPageMax: 50,
  /** Messages a user may send per minute (scaled by RATE_LIMIT_MULTIPLIER). */
  sendsPerMinute: 20,
  /** Typing notices are forwarded at most this often per conversation and side. */
  typingEveryMs: 2000,
} as const;

/** Which app a conversation was started from. */
export const SUPPORT_SOURCES = ['portal', 'trade'] as const;
export type SupportSource = (typeof SUPPORT_SOURCES)[number];
export const CONVERSATION_STATES = ['open', 'closed'] as const;
export type ConversationState = (typeof CONVERSATION_STATES)[number];
export const SUPPORT_SENDERS = ['user', 'operator'] as const;
export type SupportSender = (typeof SUPPORT_SENDERS)[number];

/** Roles that may answer customers in the back office. */
export const SUPPORT_ROLES = ['admin', 'support'] as const;

/** An uploaded file's path as /api/file/uploadOne answers it in `msg`. */
export const ATTACHMENT_PATTERN = /^\/file\/[0-9a-f-]{36}\.(png|jpg|gif|webp)$/;

export const supportMessageView = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  sender: z.enum(SUPPORT_SENDERS),
  /** The operator's name for operator messages; null for the user's own. */
  senderName: z.string().nullable(),
  text: z.string(),
  /** The image's path (`/file/<name>`); the customer reads it at /api/support/attachments/<name>. */
  attachment: z.string().nullable(),
  createdAt: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessageView>;

/** The user's side of their conversation. */
export const supportConversationView = z.object({
  id: z.number().int(),
  source: z.enum(SUPPORT_SOURCES),
  state: z.enum(CONVERSATION_STATES),
  /** Operator messages the user has not read yet (over every conversation of this app). */
  unread: z.number().int(),
  /** The last of the user's messages an operator has read (read receipts); 0 when none. */
  operatorReadUpTo: z.number().int(),
  createdAt: z.string(),
});
export type SupportConversation = z.infer<typeof supportConversationView>;

export const supportSourceQuery = z.object({ source: z.enum(SUPPORT_SOURCES) });

/** Older pages are asked for with `before` (a message id); rows come oldest first. */
export const supportHistoryQuery = z.object({
  before: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(SUPPORT_LIMITS.historyPageMax).default(30),
});
/** The user's history in one app. */
export const supportMyHistoryQuery = supportSourceQuery.extend(supportHistoryQuery.shape);
export const supportHistoryView = z.object({ rows: z.array(supportMessageView), hasMore: z.boolean() });
export type SupportHistory = z.infer<typeof supportHistoryView>;

const messageText = z.string().trim().max(SUPPORT_LIMITS.textMax, MESSAGES.supportMessageTooLong.en).default('');
const attachment = z.string().regex(ATTACHMENT_PATTERN, MESSAGES.supportAttachmentInvalid.en).optional();

/** Text, an image, or both; never neither. */
export const sendSupportMessageBody = z
  .object({ source: z.enum(SUPPORT_SOURCES), text: messageText, attachment })
  .refine((b) => b.text.length > 0 || b.attachment !== undefined, {
    message: MESSAGES.supportMessageEmpty.en,
    path: ['text'],
  });
export type SendSupportMessageBody = z.input<typeof sendSupportMessageBody>;

export const markSupportReadBody = z.object({
  source: z.enum(SUPPORT_SOURCES),
  upTo: z.number().int().min(1).max(2_147_483_647),
});

/** An attachment's stored name, as in `/file/<name>`. */
export const supportAttachmentParams = z.object({ name: z.string().regex(/^[0-9a-f-]{36}\.[a-z]{3,4}$/) });

/** How the apps open customer chat. `widget` is set when an external widget replaces ours. */
export const supportConfigView = z.object({
  widget: z.object({ scriptUrl: z.string(), token: z.string().nullable() }).nullable(),
});
export type SupportConfig = z.infer<typeof supportConfigView>;

/* Back office (/api/admin/support, roles admin or support). */

export const SUPPORT_FILTERS = ['all', 'unread', 'open', 'mine'] as const;
export type SupportFilter = (typeof SUPPORT_FILTERS)[number];

export const adminConversationsQuery = pageQuerySchema.extend({
  filter: z.enum(SUPPORT_FILTERS).default('all'),
  q: z.string().trim().max(50).optional(),
});
export type AdminConversationsQuery = z.input<typeof adminConversationsQuery>;

export const adminConversationView = z.object({
  id: z.number().int(),
  source: z.enum(SUPPORT_SOURCES),
  state: z.enum(CONVERSATION_STATES),
  userId: z.number().int(),
  userName: z.string(),
  userEmail: z.string(),
  assigneeId: z.number().int().nullable(),
  assigneeName: z.string().nullable(),
  /** User messages no operator has read yet. */
  unread: z.number().int(),
  /** The last of the operators' messages the user has read (read receipts). */
  userReadUpTo: z.number().int(),
  lastMessage: z.string().nullable(),
  lastMessageAt: z.string(),
  createdAt: z.string(),
});
export type AdminConversation = z.infer<typeof adminConversationView>;

/** How many of the customer's cases the console lists beside a conversation (newest first). */
export const SUPPORT_CUSTOMER_CASES_MAX = 10;

/**
 * GET /api/admin/support/conversations/:id/customer → supportCustomerView: what an operator needs beside the chat,
 * the customer's identity check and mediation cases, for support operators who cannot open the reviewers' and
 * mediators' pages.
 */
export const supportCustomerView = z.object({
  userId: z.number().int(),
  realNameStatus: z.enum(REALNAME_STATES),
  cases: z.array(
    z.object({
      id: z.number().int(),
      trackingNumber: z.string(),
      status: z.enum(CASE_STATES),
      counterpartyName: z.string(),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
  ),
  /** All the customer's cases; `cases` holds the newest SUPPORT_CUSTOMER_CASES_MAX. */
  totalCases: z.number().int(),
});
export type SupportCustomerView = z.infer<typeof supportCustomerView>;

export const conversationParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** An operator's answer: text, an image the operator uploaded, or both. */
export const replySupportBody = z
  .object({ text: messageText, attachment })
  .refine((b) => b.text.length > 0 || b.attachment !== undefined, {
    message: MESSAGES.supportMessageEmpty.en,
    path: ['text'],
  });
export type ReplySupportBody = z.input<typeof replySupportBody>;
export const operatorReadBody = z.object({ upTo: z.number().int().min(1).max(2_147_483_647) });
