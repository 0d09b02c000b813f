// An order's price terms in words, the same before it is placed (the confirm sheet) and after (the result): the
// prices it is at (its limit, its trigger, or its trail and the level now) and one plain sentence of how it triggers.
import type { OrderSide, OrderType } from '@platform/contracts';
import { formatPrice, type TranslateIn } from '@platform/ui';
import type { TRADING } from './texts.ts';

type Say = TranslateIn<typeof TRADING>;

export interface OrderTerms {
  type: OrderType;
  side: OrderSide;
  /** as asked (a form's text) or as placed */
  quantity: number | string;
  symbol: string;
  currency: string;
  /** the price now (a market order) */
  marketPrice?: string | null;
  limitPrice: string | null | undefined;
  /** a stop's trigger, or a trailing stop's level now */
  triggerPrice: string | null | undefined;
  trailAmount: string | null | undefined;
  trailPercent: string | null | undefined;
}

export type PriceRow = [key: string, label: string, value: string];

/** A price as every money screen writes it: digits grouped, then the currency; a dash when there is none. */
const at = (terms: OrderTerms, price: string | null | undefined) =>
  price ? formatPrice(price, terms.currency) : `— ${terms.currency}`;
const trailOf = (terms: OrderTerms) =>
  terms.trailAmount ? formatPrice(terms.trailAmount, terms.currency) : `${terms.trailPercent} %`;

/** The prices the order is at: the market price now, its limit, its trigger, or its trail and the level now. */
export function priceRows(terms: OrderTerms, t: Say): PriceRow[] {
  const trigger: PriceRow = ['trigger', t('triggerPrice'), at(terms, terms.triggerPrice)];
  const limit: PriceRow = ['price', t('limitPrice'), at(terms, terms.limitPrice)];
  switch (terms.type) {
    case 'market':
      return [['price', t('figures.price'), t('confirm.marketPrice', { price: at(terms, terms.marketPrice) })]];
    case 'limit':
      return [['price', t('figures.price'), at(terms, terms.limitPrice)]];
    case 'stop':
      return [trigger];
    case 'stop_limit':
      return [trigger, limit];
    case 'trailing_stop':
      return [
        ['trail', t('trail'), trailOf(terms)],
        ['trigger', t('trailingLevel'), at(terms, terms.triggerPrice)],
      ];
  }
}

/** One plain sentence for an order that waits for a trigger: what the market must do, and what the order then does. */
export function howItTriggers(terms: OrderTerms, t: Say): string {
  const common = { quantity: terms.quantity, symbol: terms.symbol };
  if (terms.type === 'trailing_stop') {
    return t(`confirm.how.trailing_stop.${terms.side}`, {
      ...common,
      trail: trailOf(terms),
      level: at(terms, terms.triggerPrice),
    });
  }
  const type = terms.type === 'stop_limit' ? 'stop_limit' : 'stop';
  return t(`confirm.how.${type}.${terms.side}`, {
    ...common,
    trigger: at(terms, terms.triggerPrice),
    limit: at(terms, terms.limitPrice),
  });
}
