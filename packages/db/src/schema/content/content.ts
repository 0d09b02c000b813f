import type { ClaimCurrency, Language, PlanFeeKind } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { mediationCases } from '../mediation/cases.ts';
import { publishing } from './publishing.ts';

// Images are public files referenced by their path (/file/<stored name>); rich text is stored sanitised.

export const portalNews = pgTable(
  'portal_news',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    language: varchar('language', { length: 8 }).notNull().$type<Language>(),
    title: varchar('title', { length: 150 }).notNull(),
    summary: varchar('summary', { length: 500 }).notNull().default(''),
    body: text('body').notNull(),
    coverImage: varchar('cover_image', { length: 80 }),
    ...publishing(),
  },
  (t) => [index('portal_news_published_idx').on(t.published, t.language, t.publishedAt)],
);
export type PortalNewsRow = typeof portalNews.$inferSelect;

export const portalPublishedCases = pgTable(
  'portal_published_cases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sourceCaseId: integer('source_case_id')
      .notNull()
      .references(() => mediationCases.id, { onDelete: 'restrict' }),
    language: varchar('language', { length: 8 }).notNull().$type<Language>(),
    title: varchar('title', { length: 150 }).notNull(),
    summary: varchar('summary', { length: 500 }).notNull().default(''),
    body: text('body').notNull(),
    coverImage: varchar('cover_image', { length: 80 }),
    ...publishing(),
  },
  (t) => [index('portal_published_cases_published_idx').on(t.published, t.language, t.publishedAt)],
);
export type PortalPublishedCaseRow = typeof portalPublishedCases.$inferSelect;

export const portalPlans = pgTable('portal_plans', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  language: varchar('language', { length: 8 }).notNull().$type<Language>(),
  name: varchar('name', { length: 100 }).notNull(),
  summary: varchar('summary', { length: 500 }).notNull().default(''),
  body: text('body').notNull().default(''),
  feeKind: varchar('fee_kind', { length: 24 }).notNull().$type<PlanFeeKind>(),
  feePercent: numeric('fee_percent', { precision: 5, scale: 2 }),
  feeAmount: numeric('fee_amount', { precision: 16, scale: 2 }),
  feeCurrency: varchar('fee_currency', { length: 8 }).$type<ClaimCurrency>(),
  feeNote: varchar('fee_note', { length: 500 }).notNull(),
  features: text('features').array().notNull().default(sql`'{}'::text[]`),
  sort: integer('sort').notNull().default(0),
  ...publishing(),
});
export type PortalPlanRow = typeof portalPlans.$inferSelect;

export const portalServices = pgTable('portal_services', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  language: varchar('language', { length: 8 }).notNull().$type<Language>(),
  name: varchar('name', { length: 100 }).notNull(),
  summary: varchar('summary', { length: 500 }).notNull().default(''),
  body: text('body').notNull(),
  icon: varchar('icon', { length: 80 }),
  sort: integer('sort').notNull().default(0),
  ...publishing(),
});
export type PortalServiceRow = typeof portalServices.$inferSelect;

export const portalAboutSections = pgTable(
  'portal_about_sections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    language: varchar('language', { length: 8 }).notNull().$type<Language>(),
    tag: varchar('tag', { length: 40 }).notNull(),
    title: varchar('title', { length: 150 }).notNull(),
    body: text('body').notNull(),
    image: varchar('image', { length: 80 }),
    sort: integer('sort').notNull().default(0),
    ...publishing(),
  },
  (t) => [uniqueIndex('portal_about_sections_tag_key').on(t.language, t.tag)],
);
export type PortalAboutSectionRow = typeof portalAboutSections.$inferSelect;

export const portalCertificates = pgTable('portal_certificates', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: varchar('name', { length: 100 }).notNull(),
  issuer: varchar('issuer', { length: 100 }).notNull(),
  number: varchar('number', { length: 100 }),
  issuedOn: date('issued_on', { mode: 'string' }),
  expiresOn: date('expires_on', { mode: 'string' }),
  verifyUrl: varchar('verify_url', { length: 300 }),
  verifyHow: text('verify_how').notNull(),
  image: varchar('image', { length: 80 }),
  sort: integer('sort').notNull().default(0),
  ...publishing(),
});
export type PortalCertificateRow = typeof portalCertificates.$inferSelect;

export const portalPartners = pgTable('portal_partners', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: varchar('name', { length: 100 }).notNull(),
  website: varchar('website', { length: 300 }),
  logo: varchar('logo', { length: 80 }),
  relationship: varchar('relationship', { length: 500 }).notNull(),
  verifyUrl: varchar('verify_url', { length: 300 }),
  verifyHow: text('verify_how').notNull(),
  sort: integer('sort').notNull().default(0),
  ...publishing(),
});
export type PortalPartnerRow = typeof portalPartners.$inferSelect;
