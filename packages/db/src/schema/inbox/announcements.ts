import type { AnnouncementAudience } from '@platform/contracts';
import { integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/users.ts';

/** An operator's announcement, sent once to every user of its audience (each gets an inbox message naming it). */
export const announcements = pgTable('announcements', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  audience: varchar('audience', { length: 16 }).notNull().$type<AnnouncementAudience>(),
  title: varchar('title', { length: 80 }).notNull(),
  body: text('body').notNull(),
  recipients: integer('recipients').notNull().default(0),
  sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type AnnouncementRow = typeof announcements.$inferSelect;
