import type { ConversationState, SupportSource } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/users.ts';

/**
 * A user's support conversation from one app. At most one is open per user and app; closing it keeps its history, and
 * the user's next message opens a new one. Read receipts are the last message id each side has read.
 */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: varchar('source', { length: 16 }).notNull().$type<SupportSource>(),
    state: varchar('state', { length: 16 }).notNull().default('open').$type<ConversationState>(),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    userReadUpTo: integer('user_read_up_to').notNull().default(0),
    operatorReadUpTo: integer('operator_read_up_to').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('support_conversations_one_open_key').on(t.userId, t.source).where(sql`${t.state} = 'open'`),
    index('support_conversations_user_idx').on(t.userId, t.source),
    index('support_conversations_recent_idx').on(t.lastMessageAt),
    // The work queue's conversations awaiting a reply: the open ones, by who has taken them.
    index('support_conversations_open_idx').on(t.assigneeId).where(sql`${t.state} = 'open'`),
  ],
);

export type SupportConversationRow = typeof supportConversations.$inferSelect;
