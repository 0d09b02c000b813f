import { index, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Every e-mail sent; in development these rows are the mailbox. */
export const mails = pgTable(
  'mails',
  {
    id: serial('id').primaryKey(),
    to: varchar('to', { length: 254 }).notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mails_to_idx').on(t.to, t.createdAt)],
);
