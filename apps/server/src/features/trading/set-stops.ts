// Setting or clearing an open position's stop-loss and take-profit; the engine picks the change up on its next pass.
import { closingPrice, type positionStopsBody, type z } from '@platform/contracts';
import { type Db, eq, nextRevision, tradePositions } from '@platform/db';
import { AppError } from '../../lib/app-error.ts';
import { lockOpenPosition } from './close-position.ts';
import { checkStops } from './place-order.ts';
import { type TradingMarket, tradableInstrument } from './trading-market.ts';

export async function setStops(
  tx: Db,
  market: TradingMarket,
  userId: number,
  id: number,
  stops: z.output<typeof positionStopsBody>,
) {
  const position = await lockOpenPosition(tx, id, userId);
  if (!position) throw AppError.notFound();
  if (position.state !== 'open') throw AppError.conflict('positionNotOpen');
  const quote = market.quote(position.symbol);
  const reference = quote ? closingPrice(position.side, quote) : null;
  if (reference === null) throw AppError.badRequest('noQuote');
  checkStops(position.side, reference, stops, tradableInstrument(market, position.symbol).tickSize);
  const [saved] = await tx
    .update(tradePositions)
    .set({ stopLoss: stops.stopLoss, takeProfit: stops.takeProfit, revision: nextRevision })
    .where(eq(tradePositions.id, position.id))
    .returning();
  return saved!;
}
