import type { SupportSender } from '@platform/contracts';
import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/users.ts';
import { supportConversations } from './conversations.ts';

/** One message in a support conversation, from the user or an operator (`authorId`); append-only. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => supportConversations.id, { onDelete: 'cascade' }),
    sender: varchar('sender', { length: 16 }).notNull().$type<SupportSender>(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull().default(''),
    /** An uploaded image's path, `/file/<stored name>`. */
    attachment: varchar('attachment', { length: 80 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_messages_conversation_idx').on(t.conversationId, t.id)],
);

export type SupportMessageRow = typeof supportMessages.$inferSelect;
