import { boolean, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';

export interface LocalizedTextValue {
  en: string;
  zh: string;
}
export interface RequiredMaterial {
  key: string;
  label: LocalizedTextValue;
  hint: LocalizedTextValue;
  required: boolean;
}

/** The kinds of dispute the service mediates, with what an applicant should provide for each. Seeded once. */
export const mediationDisputeTypes = pgTable('mediation_dispute_types', {
  value: varchar('value', { length: 40 }).primaryKey(),
  labelEn: varchar('label_en', { length: 100 }).notNull(),
  labelZh: varchar('label_zh', { length: 100 }).notNull(),
  descriptionEn: text('description_en').notNull(),
  descriptionZh: text('description_zh').notNull(),
  materials: jsonb('materials').$type<RequiredMaterial[]>().notNull(),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

export type MediationDisputeTypeRow = typeof mediationDisputeTypes.$inferSelect;
