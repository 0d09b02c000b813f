// A block order: one transaction of at least BLOCK_TRADE_MIN_SHARES shares at the house offer's price now, filled
// through the trading center's order desk. The offer's available size falls by a conditional update in the same
// transaction, so orders sent at once never take more than it offers, and a refused order gives the shares back.
import type { BlockOrderBody, blockOrderBody, z } from '@platform/contracts';
import { and, blockOffers, type Db, eq, gte, sql } from '@platform/db';
import type { OrderDesk } from '../../core/trading/order-desk.ts';
import { AppError } from '../../lib/app-error.ts';
import { offerRow, offerViewOf } from './offers.ts';
import { requireBlockPermission } from './permission.ts';

export type { BlockOrderBody };

export async function placeBlockOrder(tx: Db, desk: OrderDesk, userId: number, input: z.output<typeof blockOrderBody>) {
  await requireBlockPermission(tx, userId);
  const offer = await offerRow(tx, input.symbol);
  if (!offer) throw AppError.badRequest('blockNoOffer', 'symbol');
  const priced = await offerViewOf(tx, desk, offer);
  if (!priced) throw AppError.badRequest('noQuote', 'symbol');
  if (input.quantity > offer.available) throw AppError.badRequest('blockAboveAvailable', 'quantity');
  const [taken] = await tx
    .update(blockOffers)
    .set({ available: sql`${blockOffers.available} - ${input.quantity}` })
    .where(and(eq(blockOffers.symbol, offer.symbol), gte(blockOffers.available, input.quantity)))
    .returning();
  if (!taken) throw AppError.badRequest('blockAboveAvailable', 'quantity');
  const price = input.side === 'buy' ? priced.buyPrice : priced.sellPrice;
  const filled = await desk.fillAt(tx, userId, { ...input, price, origin: 'block', chargeFee: true });
  return { ...filled, offer: { ...priced, available: taken.available } };
}
