import type { InboxCategory } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/users.ts';
import { announcements } from './announcements.ts';

/**
 * One message in a user's inbox: its kind and the facts it names (the words are the contracts' INBOX_TEXTS). A message
 * made from a domain event carries that event's key (`withdrawal.rejected:42`), so the event makes it once however
 * often it is heard.
 */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 40 }).notNull(),
    category: varchar('category', { length: 16 }).notNull().$type<InboxCategory>(),
    params: jsonb('params').notNull().$type<Record<string, string>>(),
    link: varchar('link', { length: 120 }),
    urgent: boolean('urgent').notNull().default(false),
    eventKey: varchar('event_key', { length: 80 }),
    announcementId: integer('announcement_id').references(() => announcements.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('inbox_messages_event_key').on(t.userId, t.eventKey),
    index('inbox_messages_user_idx').on(t.userId, t.id),
    index('inbox_messages_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

export type InboxMessageRow = typeof inboxMessages.$inferSelect;
