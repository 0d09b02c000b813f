// Rows as the API shows them. An open position's mark and floating P/L come from the quote it would close at now.
import {
  CURRENCY_DECIMALS,
  closingPrice,
  type OrderView,
  type PositionView,
  positionPnl,
  type Quote,
} from '@platform/contracts';
import type { TradeOrderRow, TradePositionRow } from '@platform/db';

const iso = (d: Date | null) => d?.toISOString() ?? null;

export const orderViewOf = (row: TradeOrderRow): OrderView => ({
  id: row.id,
  symbol: row.symbol,
  name: row.name,
  currency: row.currency,
  type: row.type,
  side: row.side,
  timeInForce: row.timeInForce,
  quantity: row.quantity,
  leverage: row.leverage,
  feeRate: row.feeRate,
  limitPrice: row.limitPrice,
  triggerPrice: row.triggerPrice,
  trailAmount: row.trailAmount,
  trailPercent: row.trailPercent,
  trailAnchor: row.trailAnchor,
  triggeredAt: iso(row.triggeredAt),
  stopLoss: row.stopLoss,
  takeProfit: row.takeProfit,
  status: row.status,
  origin: row.origin,
  reason: row.reason,
  heldAmount: row.heldAmount,
  fillPrice: row.fillPrice,
  amount: row.amount,
  margin: row.margin,
  fee: row.fee,
  positionId: row.positionId,
  createdAt: row.createdAt.toISOString(),
  filledAt: iso(row.filledAt),
  endedAt: iso(row.endedAt),
  expiresAt: iso(row.expiresAt),
});

/** The mark and floating P/L of an open position at `quote` (null when there is no price to close at). */
export function floatingOf(
  row: Pick<TradePositionRow, 'side' | 'openPrice' | 'quantity' | 'multiplier' | 'currency'>,
  quote: Quote | undefined,
) {
  const mark = quote ? closingPrice(row.side, quote) : null;
  if (!mark) return { markPrice: null, floatingPnl: null };
  const pnl = positionPnl(row.side, row.openPrice, mark, row.quantity, row.multiplier, CURRENCY_DECIMALS[row.currency]);
  return { markPrice: mark, floatingPnl: pnl };
}

export const positionViewOf = (row: TradePositionRow, quote?: Quote): PositionView => ({
  id: row.id,
  orderId: row.orderId,
  origin: row.origin,
  symbol: row.symbol,
  name: row.name,
  currency: row.currency,
  side: row.side,
  quantity: row.quantity,
  lotSize: row.lotSize,
  multiplier: row.multiplier,
  leverage: row.leverage,
  feeRate: row.feeRate,
  openPrice: row.openPrice,
  openedAt: row.openedAt.toISOString(),
  margin: row.margin,
  openFee: row.openFee,
  stopLoss: row.stopLoss,
  takeProfit: row.takeProfit,
  state: row.state,
  ...(row.state === 'open' ? floatingOf(row, quote) : { markPrice: null, floatingPnl: null }),
  closePrice: row.closePrice,
  closedAt: iso(row.closedAt),
  closeFee: row.closeFee,
  realizedPnl: row.realizedPnl,
  closeReason: row.closeReason,
  absorbedLoss: row.absorbedLoss,
});
