// The robot's open positions in the caller's transaction: its links not handed back whose position is still open
// (the rest of a position the user closed in part keeps its id), and the margin they hold.
import { and, type Db, eq, isNull, robotPositions, tradePositions } from '@platform/db';
import { ZERO } from '../../core/ledger/amounts.ts';
import type { HeldLot } from './strategies/index.ts';

export interface OpenLot extends HeldLot {
  margin: string;
}

export async function openLots(tx: Db, robotId: number): Promise<OpenLot[]> {
  const rows = await tx
    .select({
      positionId: tradePositions.id,
      quantity: tradePositions.quantity,
      openPrice: tradePositions.openPrice,
      margin: tradePositions.margin,
      level: robotPositions.level,
    })
    .from(robotPositions)
    .innerJoin(tradePositions, eq(tradePositions.id, robotPositions.positionId))
    .where(
      and(eq(robotPositions.robotId, robotId), isNull(robotPositions.handedBackAt), eq(tradePositions.state, 'open')),
    )
    .orderBy(tradePositions.id);
  return rows;
}

export const marginOf = (lots: readonly OpenLot[]) => lots.reduce((sum, lot) => sum.plus(lot.margin), ZERO);
