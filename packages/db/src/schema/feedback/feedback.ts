import type { FeedbackCategory, FeedbackState } from '@platform/contracts';
import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/users.ts';

/** Feedback from signed-in users and contact-form messages from anyone; operators answer. */
export const feedbackItems = pgTable(
  'feedback_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    category: varchar('category', { length: 20 }).notNull().$type<FeedbackCategory>(),
    content: text('content').notNull(),
    contact: varchar('contact', { length: 100 }),
    /** Stored name of the attached image. */
    image: varchar('image', { length: 64 }),
    /** The contact form's sender. */
    name: varchar('name', { length: 100 }),
    email: varchar('email', { length: 50 }),
    subject: varchar('subject', { length: 120 }),
    status: varchar('status', { length: 16 }).notNull().default('open').$type<FeedbackState>(),
    answer: text('answer'),
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_items_user_idx').on(t.userId, t.id), index('feedback_items_status_idx').on(t.status, t.id)],
);

export type FeedbackItemRow = typeof feedbackItems.$inferSelect;
