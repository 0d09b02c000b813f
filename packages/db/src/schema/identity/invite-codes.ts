import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Invitation codes: each user's own (ownerId set) and house codes made by operators (ownerId null). */
export const inviteCodes = pgTable(
  'invite_codes',
  {
    code: varchar('code', { length: 20 }).primaryKey(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    note: text('note'),
    uses: integer('uses').notNull().default(0),
    maxUses: integer('max_uses'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invite_codes_owner_idx').on(t.ownerId)],
);
