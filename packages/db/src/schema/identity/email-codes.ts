import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

export const EMAIL_CODE_PURPOSES = ['register', 'reset_password', 'reset_trade_password', 'respondent'] as const;
export type EmailCodePurpose = (typeof EMAIL_CODE_PURPOSES)[number];

/** One-time e-mail codes; only their hash is stored. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 50 }).notNull(),
    purpose: varchar('purpose', { length: 32 }).notNull().$type<EmailCodePurpose>(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_codes_lookup_idx').on(t.email, t.purpose, t.createdAt)],
);
