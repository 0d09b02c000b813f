// The support chat's part of the /api/ws protocol. After `auth`, a client watches its own conversation (`as: 'user'`,
// with the app it is in) or, with a support role, every conversation (`as: 'operator'`).
import {
  type AdminConversation,
  SUPPORT_SOURCES,
  type SupportConversation,
  type SupportMessage,
  type SupportSender,
} from './support.ts';
import { z } from './zod.ts';

export const supportWsClientMessages = [
  z.object({
    op: z.literal('support.watch'),
    as: z.enum(['user', 'operator']),
    source: z.enum(SUPPORT_SOURCES).optional(),
  }),
  /** "I am typing": a user in their conversation of `source`, an operator in conversation `conversationId`. */
  z.object({
    op: z.literal('support.typing'),
    source: z.enum(SUPPORT_SOURCES).optional(),
    conversationId: z.number().int().min(1).max(2_147_483_647).optional(),
  }),
] as const;

export type SupportWsServerMessage =
  | { type: 'support.watching'; as: 'user' | 'operator' }
  | { type: 'support.message'; data: SupportMessage }
  /** The user's view of their conversation changed (read by an operator, closed). */
  | { type: 'support.conversation'; data: SupportConversation }
  /** An operator's view of a conversation changed (new message, assignment, read, closed). */
  | { type: 'support.operatorConversation'; data: AdminConversation }
  | { type: 'support.typing'; conversationId: number; from: SupportSender };
