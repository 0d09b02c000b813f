import type { AlertKind } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/users.ts';

/**
 * A user's price alert on one instrument (issue 33 §2): `threshold` is a price level for `above` and `below`, a move in
 * percent for `move`. It fires once: `fired_at` is set by one conditional update (where it is still null), whichever
 * node or tick gets there first, with the last price it fired at.
 */
export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    symbol: varchar('symbol', { length: 16 }).notNull(),
    kind: varchar('kind', { length: 8 }).notNull().$type<AlertKind>(),
    threshold: numeric('threshold').notNull(),
    email: boolean('email').notNull().default(false),
    paused: boolean('paused').notNull().default(false),
    firedAt: timestamp('fired_at', { withTimezone: true }),
    firedPrice: numeric('fired_price'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('price_alerts_user_idx').on(t.userId, t.id),
    // What the evaluator loads: the alerts that may still fire.
    index('price_alerts_active_idx').on(t.symbol).where(sql`${t.firedAt} is null and not ${t.paused}`),
    check('price_alerts_kind', sql`${t.kind} in ('above', 'below', 'move')`),
    check('price_alerts_threshold', sql`${t.threshold} > 0`),
  ],
);

export type PriceAlertRow = typeof priceAlerts.$inferSelect;
