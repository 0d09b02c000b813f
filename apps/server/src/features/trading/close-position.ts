// Closing a position, in full or in part, at the price it closes at now (bid for a long, ask for a short). The P/L is
// settled against the house counterparty and the closing fee charged; the margin of the part closed is released. A
// loss never takes the account below zero: what the account cannot pay is absorbed by the house and recorded.
import { type CloseReason, CURRENCY_DECIMALS, closingPrice, positionPnl } from '@platform/contracts';
import { type Db, eq, ledgerAccounts, nextRevision, type TradePositionRow, tradePositions } from '@platform/db';
import { Big, show, ZERO } from '../../core/ledger/amounts.ts';
import { createHold, voidHold } from '../../core/ledger/holds.ts';
import { AppError } from '../../lib/app-error.ts';
import { feeEntry, lockTradingAccounts, pnlEntry, postAll } from './trading-ledger.ts';
import type { TradingMarket } from './trading-market.ts';
import { checkWholeLots, feeOf, notionalOf } from './trading-math.ts';

export interface CloseContext {
  market: Pick<TradingMarket, 'quote'>;
  now: Date;
  actorKind: 'user' | 'system';
}

/** Locks the open position (of `userId`, when given) or answers undefined. */
export async function lockOpenPosition(tx: Db, id: number, userId?: number) {
  const [row] = await tx.select().from(tradePositions).where(eq(tradePositions.id, id)).for('update');
  if (!row || (userId !== undefined && row.userId !== userId)) return undefined;
  return row;
}

/** The price the position closes at now, refusing when its market cannot trade. */
export function closePriceNow(market: Pick<TradingMarket, 'quote'>, position: TradePositionRow): string {
  const quote = market.quote(position.symbol);
  if (!quote) throw AppError.badRequest('noQuote');
  if (quote.status === 'halted') throw AppError.badRequest('tradingHalted');
  if (quote.status !== 'open') throw AppError.badRequest('marketClosedRefused');
  const price = closingPrice(position.side, quote);
  if (price === null) throw AppError.badRequest('noQuote');
  return price;
}

/**
 * Closes `quantity` (all when undefined) of the locked open `position` at `price`. A part closed becomes its own
 * closed row; the rest stays open with the rest of the margin held. Answers the closed row and what remains open.
 */
export async function closePosition(
  tx: Db,
  position: TradePositionRow,
  price: string,
  reason: CloseReason,
  context: CloseContext,
  quantity = position.quantity,
): Promise<{ closed: TradePositionRow; remaining: TradePositionRow | null }> {
  if (position.state !== 'open') throw AppError.conflict('positionNotOpen');
  if (quantity > position.quantity) throw AppError.badRequest('closeTooMuch', 'quantity');
  checkWholeLots(quantity, position.lotSize);
  const { currency } = position;
  const decimals = CURRENCY_DECIMALS[currency];
  const accounts = await lockTradingAccounts(tx, position.userId, currency);
  const whole = quantity === position.quantity;
  const share = (amount: string) =>
    whole ? new Big(amount) : new Big(amount).times(quantity).div(position.quantity).round(decimals, Big.roundDown);
  const releasedMargin = share(position.margin);
  const openFeeShare = share(position.openFee);
  const remainingMargin = new Big(position.margin).minus(releasedMargin);

  if (position.holdId !== null) await voidHold(tx, position.holdId);
  let remainingHold: number | null = null;
  if (!whole) {
    remainingHold = await createHold(tx, {
      accountId: accounts.trading,
      amount: remainingMargin,
      causeType: 'position',
      causeId: position.id,
    });
  }

  // What the account can pay now: its available balance with this margin released.
  const [account] = await tx
    .select({ balance: ledgerAccounts.balance, frozen: ledgerAccounts.frozen })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accounts.trading));
  const available = new Big(account!.balance).minus(account!.frozen);
  const pnl = new Big(positionPnl(position.side, position.openPrice, price, quantity, position.multiplier, decimals));
  const booked = pnl.lt(available.neg()) ? available.neg() : pnl;
  const absorbed = booked.minus(pnl);
  const left = available.plus(booked);
  const fullFee = feeOf(notionalOf(price, quantity, position.multiplier), position.feeRate, currency);
  const fee = fullFee.gt(left) ? (left.gt(0) ? left : ZERO) : fullFee;

  // What a closed position records, whether it is the whole position or the part split off and closed.
  const closing = {
    holdId: null,
    state: 'closed' as const,
    closePrice: price,
    closedAt: context.now,
    closeFee: show(fee, currency),
    realizedPnl: show(booked, currency),
    closeReason: reason,
    absorbedLoss: absorbed.gt(0) ? show(absorbed, currency) : null,
  };
  const [closedRow] = whole
    ? await tx
        .update(tradePositions)
        .set({ ...closing, revision: nextRevision })
        .where(eq(tradePositions.id, position.id))
        .returning()
    : await tx
        .insert(tradePositions)
        .values({
          ...position,
          id: undefined,
          revision: undefined,
          splitFrom: position.id,
          quantity,
          margin: show(releasedMargin, currency),
          openFee: show(openFeeShare, currency),
          ...closing,
        })
        .returning();
  const closed = closedRow!;
  const cause = {
    causeType: 'position' as const,
    causeId: closed.id,
    actorKind: context.actorKind,
    memo: `Position #${closed.id} closed (${reason.replace('_', ' ')}) ${quantity} ${position.symbol} @ ${price}`,
  };
  let remaining: TradePositionRow | null = null;
  if (!whole) {
    const [rest] = await tx
      .update(tradePositions)
      .set({
        quantity: position.quantity - quantity,
        margin: show(remainingMargin, currency),
        openFee: show(new Big(position.openFee).minus(openFeeShare), currency),
        holdId: remainingHold,
        revision: nextRevision,
      })
      .where(eq(tradePositions.id, position.id))
      .returning();
    remaining = rest!;
  }
  // The house's rows last: shared by every close, they stay locked only from here to the commit.
  await postAll(tx, [
    ...(booked.eq(0) ? [] : [pnlEntry(accounts, booked, cause)]),
    ...(fee.eq(0) ? [] : [feeEntry(accounts, fee, cause)]),
  ]);

  return { closed, remaining };
}
