import type { FILE_VISIBILITY } from '@platform/contracts';
import { index, integer, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/users.ts';

export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey(),
    /** The random name on disk, with the extension its content decided. */
    storedName: varchar('stored_name', { length: 64 }).notNull().unique(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    originalName: varchar('original_name', { length: 255 }),
    mime: varchar('mime', { length: 64 }).notNull(),
    size: integer('size').notNull(),
    visibility: varchar('visibility', { length: 16 }).notNull().$type<(typeof FILE_VISIBILITY)[number]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stored_files_owner_idx').on(t.ownerId)],
);
