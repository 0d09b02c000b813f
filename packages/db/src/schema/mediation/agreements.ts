import type { AgreementState, ClaimCurrency, SignatureMethod } from '@platform/contracts';
import { index, integer, numeric, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/users.ts';
import { mediationCases } from './cases.ts';

/** A mediation agreement: the exact text, its SHA-256, and once signed the signature with its audit data. */
export const mediationAgreements = pgTable(
  'mediation_agreements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    caseId: integer('case_id')
      .notNull()
      .references(() => mediationCases.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    text: text('text').notNull(),
    textSha256: varchar('text_sha256', { length: 64 }).notNull(),
    settlementAmount: numeric('settlement_amount', { precision: 16, scale: 2 }),
    settlementCurrency: varchar('settlement_currency', { length: 8 }).$type<ClaimCurrency>(),
    status: varchar('status', { length: 24 }).notNull().$type<AgreementState>(),
    draftedBy: integer('drafted_by').references(() => users.id, { onDelete: 'set null' }),
    draftedAt: timestamp('drafted_at', { withTimezone: true }).notNull().defaultNow(),
    signerName: varchar('signer_name', { length: 100 }),
    signatureMethod: varchar('signature_method', { length: 8 }).$type<SignatureMethod>(),
    signatureImage: text('signature_image'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signedIp: varchar('signed_ip', { length: 64 }),
    signedUserAgent: varchar('signed_user_agent', { length: 400 }),
    signedPdfSha256: varchar('signed_pdf_sha256', { length: 64 }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('mediation_agreements_case_version_key').on(t.caseId, t.version)],
);

export type MediationAgreementRow = typeof mediationAgreements.$inferSelect;

/** The agreement's audit trail: drafted, opened, signed, withdrawn. Append-only. */
export const mediationAgreementEvents = pgTable(
  'mediation_agreement_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => mediationAgreements.id, { onDelete: 'cascade' }),
    event: varchar('event', { length: 16 }).notNull().$type<'drafted' | 'opened' | 'signed' | 'withdrawn'>(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 400 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mediation_agreement_events_agreement_idx').on(t.agreementId, t.id)],
);
