// A fill: the order's hold (if it rested) is released, the fee is charged, and the position opens with its margin
// held, all in the caller's transaction with the user's trading accounts locked. An order whose margin and fee no
// longer fit free margin at the fill price does not fill.
import {
  type Db,
  eq,
  nextRevision,
  type TradeOrderRow,
  type TradePositionRow,
  tradeOrders,
  tradePositions,
} from '@platform/db';
import { show } from '../../core/ledger/amounts.ts';
import { createHold, voidHold } from '../../core/ledger/holds.ts';
import { accountFigures } from './account.ts';
import { feeEntry, postAll, type TradingAccounts } from './trading-ledger.ts';
import type { TradingMarket } from './trading-market.ts';
import { costOf } from './trading-math.ts';

export type FillOutcome =
  | { filled: true; order: TradeOrderRow; position: TradePositionRow }
  | { filled: false; reason: 'insufficientMargin' };

export async function fillOrder(
  tx: Db,
  order: TradeOrderRow,
  price: string,
  accounts: TradingAccounts,
  context: {
    market: Pick<TradingMarket, 'quote'>;
    now: Date;
    actorKind: 'user' | 'system';
    /** The opening fee was charged by the feature that asked for the fill (an IPO's fee at its allotment). */
    feePaid?: boolean;
    /** A stop order's trigger was reached now (it is recorded when, unless it was earlier: a stop-limit rested). */
    triggered?: boolean;
  },
): Promise<FillOutcome> {
  if (order.holdId !== null) await voidHold(tx, order.holdId);
  const figures = await accountFigures(tx, context.market, order.userId, order.currency);
  const priced = costOf({ ...order, price });
  const cost = context.feePaid ? { ...priced, fee: priced.fee.times(0), total: priced.margin } : priced;
  if (cost.total.gt(figures.freeMargin)) return { filled: false, reason: 'insufficientMargin' };

  const currency = order.currency;
  const [position] = await tx
    .insert(tradePositions)
    .values({
      userId: order.userId,
      orderId: order.id,
      symbol: order.symbol,
      name: order.name,
      instrumentClass: order.instrumentClass,
      currency,
      side: order.side,
      quantity: order.quantity,
      lotSize: order.lotSize,
      multiplier: order.multiplier,
      leverage: order.leverage,
      feeRate: order.feeRate,
      marginCallLevel: order.marginCallLevel,
      stopOutLevel: order.stopOutLevel,
      openPrice: price,
      openedAt: context.now,
      margin: show(cost.margin, currency),
      openFee: show(cost.fee, currency),
      stopLoss: order.stopLoss,
      takeProfit: order.takeProfit,
      state: 'open',
      origin: order.origin,
    })
    .returning();
  const opened = position!;
  const holdId = await createHold(tx, {
    accountId: accounts.trading,
    amount: cost.margin,
    causeType: 'position',
    causeId: opened.id,
  });
  const [withHold] = await tx
    .update(tradePositions)
    .set({ holdId })
    .where(eq(tradePositions.id, opened.id))
    .returning();
  const [filled] = await tx
    .update(tradeOrders)
    .set({
      status: 'filled',
      fillPrice: price,
      amount: show(cost.notional, currency),
      margin: show(cost.margin, currency),
      fee: show(cost.fee, currency),
      positionId: opened.id,
      filledAt: context.now,
      endedAt: context.now,
      triggeredAt: context.triggered ? (order.triggeredAt ?? context.now) : order.triggeredAt,
      holdId: null,
      heldAmount: '0',
      revision: nextRevision,
    })
    .where(eq(tradeOrders.id, order.id))
    .returning();
  // The house's row last: it is shared by every order, so it stays locked only from here to the commit.
  if (cost.fee.gt(0)) {
    await postAll(tx, [
      feeEntry(accounts, cost.fee, {
        causeType: 'order',
        causeId: order.id,
        actorKind: context.actorKind,
        memo: `Order #${order.id} ${order.side} ${order.quantity} ${order.symbol} @ ${price}`,
      }),
    ]);
  }
  return { filled: true, order: filled!, position: withHold! };
}
