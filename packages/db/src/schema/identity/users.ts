import type { Language, Role, UserStatus } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    // Shown to users as their user ID, so it starts at a six-digit number.
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 100001 }),
    username: varchar('username', { length: 20 }),
    /** Stored lower-cased: e-mail addresses are unique case-insensitively. */
    email: varchar('email', { length: 50 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    invitedBy: integer('invited_by'),
    language: varchar('language', { length: 8 }).notNull().default('en').$type<Language>(),
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`).$type<Role[]>(),
    /** A staff member's name as the parties see it (never the log-in name); set by an admin or by themselves. */
    displayName: varchar('display_name', { length: 40 }),
    status: varchar('status', { length: 16 }).notNull().default('active').$type<UserStatus>(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), uniqueIndex('users_username_key').on(sql`lower(${t.username})`)],
);

export type UserRow = typeof users.$inferSelect;
