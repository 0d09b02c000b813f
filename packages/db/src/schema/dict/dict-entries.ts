import { index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';

export const dictEntries = pgTable(
  'dict_entries',
  {
    id: serial('id').primaryKey(),
    dictType: varchar('dict_type', { length: 64 }).notNull(),
    dictLabel: varchar('dict_label', { length: 200 }).notNull(),
    dictValue: text('dict_value').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('dict_entries_type_idx').on(t.dictType, t.sort)],
);
