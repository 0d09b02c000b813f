// What a strategy sees at one step and what it asks for: pure data, so each strategy is a function testable without a
// database (the step and the backtest both feed it). Prices are exact decimal strings; closes are signals only.
import type { RobotParams } from '@platform/contracts';
import type { RobotMemory } from '@platform/db';

/** One of the robot's open positions (long: robots only buy to open). */
export interface HeldLot {
  positionId: number;
  quantity: number;
  openPrice: string;
  /** The grid line it was bought at (grid robots only). */
  level: string | null;
}

export interface StepInput<P extends RobotParams = RobotParams> {
  params: P;
  /** The price a purchase fills at (the ask) and a sale at (the bid). */
  ask: string;
  bid: string;
  /** Minute closes up to now, oldest first. */
  closes: readonly number[];
  held: readonly HeldLot[];
  memory: RobotMemory;
  now: Date;
}

export type Intent = { kind: 'buy'; quantity: number; level: string | null } | { kind: 'close'; positionId: number };

export interface StepDecision {
  intents: Intent[];
  memory: RobotMemory;
  /** Nothing could be decided yet (not enough closes). */
  waiting?: boolean;
}

export const closeAll = (held: readonly HeldLot[]): Intent[] =>
  held.map((lot) => ({ kind: 'close', positionId: lot.positionId }));
