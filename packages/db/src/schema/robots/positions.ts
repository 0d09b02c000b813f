import { index, integer, numeric, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { tradeOrders } from '../trading/orders.ts';
import { tradePositions } from '../trading/positions.ts';
import { robots } from './robots.ts';

/**
 * The orders a robot placed and the positions they opened (origin 'robot' in the trading records). `level` is the
 * grid line a grid robot bought at; `handedBackAt` marks a position its owner took over when stopping it (or at the
 * rental's end): from then on it is the user's, outside the robot's income.
 */
export const robotPositions = pgTable(
  'robot_positions',
  {
    positionId: integer('position_id')
      .primaryKey()
      .references(() => tradePositions.id, { onDelete: 'restrict' }),
    robotId: integer('robot_id')
      .notNull()
      .references(() => robots.id, { onDelete: 'restrict' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => tradeOrders.id, { onDelete: 'restrict' }),
    level: numeric('level'),
    handedBackAt: timestamp('handed_back_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('robot_positions_robot_idx').on(t.robotId, t.positionId)],
);

export type RobotPositionRow = typeof robotPositions.$inferSelect;
