// Mediation with both parties: the respondent's private links, the case's thread and who has read it, settlement
// proposals, the operators' deadline lengths, and each user's choice of e-mail notices.
import type {
  CaseAuthor,
  ClaimCurrency,
  DeadlineKind,
  MessageAudience,
  ProposalState,
  RespondentChannel,
} from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/users.ts';
import { mediationCases } from './cases.ts';

/**
 * A private link to the respondent's page: only the SHA-256 of its token is kept, so the table alone opens nothing.
 * It ends when it expires, when a mediator revokes it, or when a newer link is sent.
 */
export const mediationRespondentLinks = pgTable(
  'mediation_respondent_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    caseId: integer('case_id')
      .notNull()
      .references(() => mediationCases.id, { onDelete: 'cascade' }),
    tokenSha256: varchar('token_sha256', { length: 64 }).notNull().unique(),
    channel: varchar('channel', { length: 8 }).notNull().$type<RespondentChannel>(),
    /** The mediator's note of a manual step (a letter posted, a call made). */
    note: text('note'),
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    firstOpenedAt: timestamp('first_opened_at', { withTimezone: true }),
  },
  (t) => [index('mediation_respondent_links_case_idx').on(t.caseId, t.id)],
);
export type MediationRespondentLinkRow = typeof mediationRespondentLinks.$inferSelect;

/** The case's thread: each message is for everyone or, from the mediator, for one party alone (caucus). */
export const mediationMessages = pgTable(
  'mediation_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    caseId: integer('case_id')
      .notNull()
      .references(() => mediationCases.id, { onDelete: 'cascade' }),
    author: varchar('author', { length: 12 }).notNull().$type<CaseAuthor>(),
    /** The writer's account: the applicant, the mediator; null for a respondent writing through their link. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    audience: varchar('audience', { length: 12 }).notNull().$type<MessageAudience>(),
    body: text('body').notNull(),
    /** Stored names (files.stored_name) of the attachments. */
    attachments: text('attachments').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mediation_messages_case_idx').on(t.caseId, t.id)],
);
export type MediationMessageRow = typeof mediationMessages.$inferSelect;

/** How far each side has read the thread: the newest message id it has seen. */
export const mediationMessageReads = pgTable(
  'mediation_message_reads',
  {
    caseId: integer('case_id')
      .notNull()
      .references(() => mediationCases.id, { onDelete: 'cascade' }),
    reader: varchar('reader', { length: 12 }).notNull().$type<CaseAuthor>(),
    lastReadId: integer('last_read_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.caseId, t.reader] })],
);

/** A settlement proposal: put by a party or the mediator, answered by the other side by its deadline. */
export const mediationProposals = pgTable(
  'mediation_proposals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    caseId: integer('case_id')
      .notNull()
      .references(() => mediationCases.id, { onDelete: 'cascade' }),
    author: varchar('author', { length: 12 }).notNull().$type<CaseAuthor>(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    amount: numeric('amount', { precision: 16, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 8 }).notNull().$type<ClaimCurrency>(),
    terms: text('terms').notNull(),
    respondBy: timestamp('respond_by', { withTimezone: true }).notNull(),
    status: varchar('status', { length: 12 }).notNull().$type<ProposalState>(),
    /** The proposal this one answers (a counter). */
    counterOf: integer('counter_of'),
    answeredBy: varchar('answered_by', { length: 12 }).$type<CaseAuthor>(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answerNote: text('answer_note'),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mediation_proposals_case_idx').on(t.caseId, t.id),
    index('mediation_proposals_open_idx').on(t.status, t.respondBy),
  ],
);
export type MediationProposalRow = typeof mediationProposals.$inferSelect;

/** The operators' deadline lengths, one row per kind (missing rows use the contracts' defaults). */
export const mediationDeadlineSettings = pgTable('mediation_deadline_settings', {
  kind: varchar('kind', { length: 24 }).primaryKey().$type<DeadlineKind>(),
  days: integer('days').notNull(),
  reminderDays: integer('reminder_days').notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A user's choice to receive a kind of case notice by e-mail (no row: on). Required notices ignore it. */
export const mediationEmailPreferences = pgTable(
  'mediation_email_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 32 }).notNull(),
    email: boolean('email').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
