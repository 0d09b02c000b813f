import type { IdType, RealNameState } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/users.ts';

/** Real-name submissions, one row per attempt; the latest is the user's state. At most one pending per user. */
export const realNameSubmissions = pgTable(
  'real_name_submissions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: varchar('full_name', { length: 100 }).notNull(),
    /** Given and family names, where the form asked for them apart (the trade app's KYC); fullName joins them. */
    firstName: varchar('first_name', { length: 50 }),
    lastName: varchar('last_name', { length: 50 }),
    idType: varchar('id_type', { length: 20 }).notNull().$type<IdType>(),
    idNumber: varchar('id_number', { length: 30 }).notNull(),
    country: varchar('country', { length: 2 }).notNull(),
    /** Stored names of the images. */
    frontImage: varchar('front_image', { length: 64 }).notNull(),
    /** Null for a passport: its photo page is the one image. */
    backImage: varchar('back_image', { length: 64 }),
    status: varchar('status', { length: 16 }).notNull().$type<Exclude<RealNameState, 'none'>>(),
    rejectReason: text('reject_reason'),
    reviewerId: integer('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('real_name_submissions_user_idx').on(t.userId, t.id),
    index('real_name_submissions_status_idx').on(t.status, t.id),
    uniqueIndex('real_name_submissions_one_open_key').on(t.userId).where(sql`status in ('pending', 'approved')`),
  ],
);

export type RealNameSubmissionRow = typeof realNameSubmissions.$inferSelect;
