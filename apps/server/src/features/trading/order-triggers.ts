// What a resting order does at a quote, decided from its locked row: wait, fill at the market, or (a stop-limit whose
// trigger was just reached but whose limit the quote does not cross) rest on as a limit. The engine acts on it in the
// order's own transaction, so whatever the in-memory book guessed, the row and the quote decide.
import { openingPrice, type Quote, stopReached, trailAnchor, trailingStopLevel } from '@platform/contracts';
import type { TradeOrderRow } from '@platform/db';
import { crosses } from './place-order.ts';

export type RestingAction = 'wait' | 'fill' | 'rest';

type TriggerFields = Pick<
  TradeOrderRow,
  'type' | 'side' | 'limitPrice' | 'triggerPrice' | 'trailAmount' | 'trailPercent' | 'trailAnchor' | 'triggeredAt'
>;

/** A trailing stop's level at `quote`: from its anchor moved by the quote's price it watches, if that is better. */
export function trailingLevelAt(order: TriggerFields, quote: Pick<Quote, 'bid' | 'ask'>, tickSize: string) {
  const price = openingPrice(order.side, quote);
  const anchor = price === null ? order.trailAnchor! : trailAnchor(order.side, order.trailAnchor!, price);
  const level = trailingStopLevel(
    order.side,
    anchor,
    { amount: order.trailAmount, percent: order.trailPercent },
    tickSize,
  );
  return { anchor, level };
}

export function restingAction(
  order: TriggerFields,
  quote: Pick<Quote, 'bid' | 'ask'>,
  tickSize: string,
): RestingAction {
  switch (order.type) {
    case 'market':
      return 'fill';
    case 'limit':
      return crosses(order.side, order.limitPrice!, quote) ? 'fill' : 'wait';
    case 'stop':
      return stopReached(order.side, order.triggerPrice!, quote) ? 'fill' : 'wait';
    case 'stop_limit': {
      const marketable = crosses(order.side, order.limitPrice!, quote);
      if (order.triggeredAt !== null) return marketable ? 'fill' : 'wait';
      if (!stopReached(order.side, order.triggerPrice!, quote)) return 'wait';
      return marketable ? 'fill' : 'rest';
    }
    case 'trailing_stop':
      return stopReached(order.side, trailingLevelAt(order, quote, tickSize).level, quote) ? 'fill' : 'wait';
  }
}
