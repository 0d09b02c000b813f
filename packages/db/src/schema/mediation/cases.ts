import type { CaseActorKind, CaseState, ClaimCurrency, DeadlineKind, RespondentState } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/users.ts';

/** A mediation case: the user's application and where the workflow has taken it. */
export const mediationCases = pgTable(
  'mediation_cases',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** MD-<year>-<id, 6 digits or more>, shown to the user. */
    trackingNumber: varchar('tracking_number', { length: 24 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    disputeType: varchar('dispute_type', { length: 40 }).notNull(),
    counterpartyName: varchar('counterparty_name', { length: 100 }).notNull(),
    counterpartyWebsite: varchar('counterparty_website', { length: 200 }),
    counterpartyContact: varchar('counterparty_contact', { length: 200 }),
    amount: numeric('amount', { precision: 16, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 8 }).notNull().$type<ClaimCurrency>(),
    country: varchar('country', { length: 2 }).notNull(),
    sendType: varchar('send_type', { length: 40 }).notNull(),
    description: text('description').notNull(),
    incidentDate: date('incident_date', { mode: 'string' }),
    /** Stored names (files.stored_name) of the evidence the applicant uploaded. */
    evidence: text('evidence').array().notNull().default(sql`'{}'::text[]`),
    /** Those of `evidence` the applicant shares with the respondent, who opens them once taking part. */
    evidenceShared: text('evidence_shared').array().notNull().default(sql`'{}'::text[]`),
    status: varchar('status', { length: 24 }).notNull().$type<CaseState>(),
    /** The reason of the latest rejection, closing or withdrawal. */
    statusReason: text('status_reason'),
    /** Where the respondent stands, and what they gave when they answered (through their private link). */
    respondentState: varchar('respondent_state', { length: 16 })
      .notNull()
      .default('not_contacted')
      .$type<RespondentState>(),
    respondentName: varchar('respondent_name', { length: 100 }),
    respondentEmail: varchar('respondent_email', { length: 200 }),
    respondentAnsweredAt: timestamp('respondent_answered_at', { withTimezone: true }),
    respondentReason: text('respondent_reason'),
    /** The step waiting on a party, and by when; the deadline job reminds before it and acts after it. */
    deadlineKind: varchar('deadline_kind', { length: 24 }).$type<DeadlineKind>(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    deadlineRemindedAt: timestamp('deadline_reminded_at', { withTimezone: true }),
    mediatorId: integer('mediator_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('mediation_cases_user_idx').on(t.userId, t.createdAt),
    index('mediation_cases_status_idx').on(t.status, t.createdAt),
    index('mediation_cases_mediator_idx').on(t.mediatorId),
    index('mediation_cases_deadline_idx').on(t.deadlineAt),
  ],
);

export type MediationCaseRow = typeof mediationCases.$inferSelect;

/** Every change of a case's state, with who and why; shown to the user. Append-only. */
export const mediationCaseEvents = pgTable(
  'mediation_case_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    caseId: integer('case_id')
      .notNull()
      .references(() => mediationCases.id, { onDelete: 'cascade' }),
    fromStatus: varchar('from_status', { length: 24 }).$type<CaseState>(),
    toStatus: varchar('to_status', { length: 24 }).notNull().$type<CaseState>(),
    reason: text('reason'),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorKind: varchar('actor_kind', { length: 16 }).notNull().$type<CaseActorKind>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mediation_case_events_case_idx').on(t.caseId, t.id)],
);

export type MediationCaseEventRow = typeof mediationCaseEvents.$inferSelect;

/** A mediator's progress report on a case; the case's owner reads it. */
export const mediationReports = pgTable(
  'mediation_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    caseId: integer('case_id')
      .notNull()
      .references(() => mediationCases.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 120 }).notNull(),
    body: text('body').notNull(),
    /** Stored names of the attachments. */
    attachments: text('attachments').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mediation_reports_case_idx').on(t.caseId, t.id)],
);

export type MediationReportRow = typeof mediationReports.$inferSelect;
