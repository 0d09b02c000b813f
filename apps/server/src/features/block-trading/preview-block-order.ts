// What a block order would take now, shown before the user confirms: the offer's price on its side, the amount, the
// margin and fee as the trading center computes them, and the free margin they would come from. It reserves nothing.
import type { BlockPreviewView, blockOrderBody, z } from '@platform/contracts';
import type { Db } from '@platform/db';
import type { OrderDesk } from '../../core/trading/order-desk.ts';
import { AppError } from '../../lib/app-error.ts';
import { offerRow, offerViewOf } from './offers.ts';
import { requireBlockPermission } from './permission.ts';

export async function previewBlockOrder(
  db: Db,
  desk: OrderDesk,
  userId: number,
  input: z.output<typeof blockOrderBody>,
): Promise<BlockPreviewView> {
  await requireBlockPermission(db, userId);
  const offer = await offerRow(db, input.symbol);
  if (!offer) throw AppError.badRequest('blockNoOffer', 'symbol');
  const priced = await offerViewOf(db, desk, offer);
  if (!priced) throw AppError.badRequest('noQuote', 'symbol');
  if (input.quantity > offer.available) throw AppError.badRequest('blockAboveAvailable', 'quantity');
  if (!priced.leverages.includes(input.leverage)) throw AppError.badRequest('chooseLeverage', 'leverage');
  const price = input.side === 'buy' ? priced.buyPrice : priced.sellPrice;
  const cost = await desk.cost(db, userId, { ...input, price });
  return {
    ...input,
    currency: priced.currency,
    last: priced.last,
    bandPercent: priced.bandPercent,
    price,
    ...cost,
  };
}
