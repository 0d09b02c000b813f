import { boolean, integer, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../identity/users.ts';

/** The columns every published-content table has: draft or published, who changed it last, when. */
export const publishing = () => ({
  published: boolean('published').notNull().default(false),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
