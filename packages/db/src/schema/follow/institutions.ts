import type { FollowParams, FollowStrategy } from '@platform/contracts';
import { boolean, index, integer, jsonb, numeric, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/users.ts';

/**
 * Institutions: house strategy accounts (issue 17 §3). Each trades through the order engine as its own house user
 * (`userId`, which cannot sign in), from a trading account funded with `capital` by one ledger entry.
 */
export const followInstitutions = pgTable('follow_institutions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'restrict' }),
  name: varchar('name', { length: 60 }).notNull().unique(),
  description: text('description').notNull().default(''),
  strategy: varchar('strategy', { length: 16 }).notNull().$type<FollowStrategy>(),
  params: jsonb('params').notNull().$type<FollowParams>(),
  managementFeePercent: numeric('management_fee_percent').notNull(),
  profitSharePercent: numeric('profit_share_percent').notNull(),
  periods: integer('periods').array().notNull(),
  capital: numeric('capital').notNull(),
  active: boolean('active').notNull().default(true),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type FollowInstitutionRow = typeof followInstitutions.$inferSelect;

/** The institution's equity (cash + floating P/L of its positions) at each strategy run: its track record. */
export const followMarks = pgTable(
  'follow_marks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    institutionId: integer('institution_id')
      .notNull()
      .references(() => followInstitutions.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    equity: numeric('equity').notNull(),
  },
  (t) => [index('follow_marks_institution_at_idx').on(t.institutionId, t.at)],
);

export type FollowMarkRow = typeof followMarks.$inferSelect;
