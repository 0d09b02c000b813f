import type {
  AgreementEvent,
  AgreementState,
  CaseParty,
  ClaimCurrency,
  PaymentMethod,
  SignatureMethod,
  SignerIdentityCheck,
} from '@platform/contracts';
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
    /** How the settlement is paid, as the parties agreed, and within how many days of the last signature. */
    paymentMethod: varchar('payment_method', { length: 16 }).$type<PaymentMethod>(),
    paymentDetails: text('payment_details'),
    paymentDueDays: integer('payment_due_days'),
    /** The applicant confirmed that the agreed payment arrived (the case closes as settled). */
    paymentConfirmedAt: timestamp('payment_confirmed_at', { withTimezone: true }),
    /** The applicant's latest answer that it had not arrived yet. */
    paymentMissingAt: timestamp('payment_missing_at', { withTimezone: true }),
    status: varchar('status', { length: 24 }).notNull().$type<AgreementState>(),
    draftedBy: integer('drafted_by').references(() => users.id, { onDelete: 'set null' }),
    draftedAt: timestamp('drafted_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the last of the two signatures made the agreement complete. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    signedPdfSha256: varchar('signed_pdf_sha256', { length: 64 }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('mediation_agreements_case_version_key').on(t.caseId, t.version)],
);

export type MediationAgreementRow = typeof mediationAgreements.$inferSelect;

/** The agreement's audit trail: drafted, sent, opened, signed (by each party), completed, withdrawn. Append-only. */
export const mediationAgreementEvents = pgTable(
  'mediation_agreement_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => mediationAgreements.id, { onDelete: 'cascade' }),
    event: varchar('event', { length: 16 }).notNull().$type<AgreementEvent>(),
    /** The party the event concerns (who opened or signed); null for the mediator's and the system's events. */
    party: varchar('party', { length: 12 }).$type<CaseParty>(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 400 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mediation_agreement_events_agreement_idx').on(t.agreementId, t.id)],
);

/** Each party's signature on an agreement, with what it signed and from where (DocuSeal-style). */
export const mediationAgreementSignatures = pgTable(
  'mediation_agreement_signatures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => mediationAgreements.id, { onDelete: 'cascade' }),
    party: varchar('party', { length: 12 }).notNull().$type<CaseParty>(),
    signerUserId: integer('signer_user_id').references(() => users.id, { onDelete: 'set null' }),
    signerName: varchar('signer_name', { length: 100 }).notNull(),
    signatureMethod: varchar('signature_method', { length: 8 }).notNull().$type<SignatureMethod>(),
    /** How the signer's identity was established (null on signatures from before it was kept). */
    identityCheck: varchar('identity_check', { length: 12 }).$type<SignerIdentityCheck>(),
    /** The respondent's confirmed e-mail; null for the applicant. */
    signerEmail: varchar('signer_email', { length: 200 }),
    /** When the real-name verification was approved, or the e-mail confirmed. */
    identityCheckedAt: timestamp('identity_checked_at', { withTimezone: true }),
    signatureImage: text('signature_image').notNull(),
    textSha256: varchar('text_sha256', { length: 64 }).notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 400 }),
  },
  (t) => [uniqueIndex('mediation_agreement_signatures_party_key').on(t.agreementId, t.party)],
);
export type MediationAgreementSignatureRow = typeof mediationAgreementSignatures.$inferSelect;
