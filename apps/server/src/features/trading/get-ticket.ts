import {
  closingPrice,
  compareDecimals,
  openingPrice,
  type Quote,
  type TicketView,
  TRADING_LIMITS,
  type ticketQuery,
  tradingApi,
  trailingStopLevel,
  type z,
} from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { show } from '../../core/ledger/amounts.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { accountFigures } from './account.ts';
import { settingsOf, settingsView } from './settings.ts';
import { tradableInstrument } from './trading-market.ts';
import { costOf, feeOf, fullQuantity, halfOf, notionalOf } from './trading-math.ts';

/**
 * The price the ticket's figures are at (a market order's fill price now, a limit, a stop's trigger, a trailing
 * stop's level from the price now), and the trigger: as placing the order would compute them.
 */
function pricesOf(query: z.output<typeof ticketQuery>, quote: Quote | undefined, tickSize: string) {
  const now = quote ? (openingPrice(query.side, quote) ?? quote.last) : null;
  switch (query.type) {
    case 'market':
      return { price: quote ? openingPrice(query.side, quote) : null, triggerPrice: null };
    case 'limit':
      return { price: query.price ?? null, triggerPrice: null };
    case 'stop':
      return { price: query.triggerPrice ?? null, triggerPrice: query.triggerPrice ?? null };
    case 'stop_limit':
      return { price: query.price ?? null, triggerPrice: query.triggerPrice ?? null };
    case 'trailing_stop': {
      const amount = query.trailAmount ?? null;
      const percent = amount === null ? (query.trailPercent ?? null) : null;
      if (now === null || (amount === null && percent === null)) return { price: null, triggerPrice: null };
      const level = trailingStopLevel(query.side, now, { amount, percent }, tickSize);
      const valid = compareDecimals(level, '0') > 0;
      return { price: valid ? level : null, triggerPrice: valid ? level : null };
    }
  }
}

/** GET /api/trading/ticket: what the order would take now, computed as placing it would compute it. */
export async function getTicketRoute(app: FastifyInstance) {
  route(app, tradingApi.ticket, async ({ user, query }) => {
    const { market } = app.trading;
    const instrument = tradableInstrument(market, query.symbol);
    const settings = await settingsOf(app.db, instrument.instrumentClass);
    const leverage = query.leverage ?? Math.min(...settings.leverages);
    if (!settings.leverages.includes(leverage)) throw AppError.badRequest('chooseLeverage', 'leverage');
    const quote = market.quote(instrument.symbol);
    const { price, triggerPrice } = pricesOf(query, quote, instrument.tickSize);
    const figures = await accountFigures(app.db, market, user.id, instrument.currency);
    const { currency } = instrument;
    const sizing = { ...instrument, leverage, feeRate: settings.feeRate, currency };
    const full =
      price === null
        ? 0
        : fullQuantity({ ...sizing, price, free: figures.freeMargin, max: TRADING_LIMITS.maxQuantity });
    const cost = price !== null && query.quantity ? costOf({ ...sizing, price, quantity: query.quantity }) : null;
    // The closing fee, estimated at the price the position would close at now (no quote: at the order's price), by
    // the same fee computation that charges it at the close.
    const closePrice = (quote ? closingPrice(query.side, quote) : null) ?? price;
    const closeFee =
      closePrice !== null && query.quantity
        ? feeOf(notionalOf(closePrice, query.quantity, instrument.multiplier), settings.feeRate, currency)
        : null;
    const view: TicketView = {
      symbol: instrument.symbol,
      name: instrument.name,
      class: instrument.instrumentClass,
      currency,
      lotSize: instrument.lotSize,
      tickSize: instrument.tickSize,
      multiplier: instrument.multiplier,
      marketStatus: quote?.status ?? 'closed',
      settings: settingsView(settings),
      bid: quote?.bid ?? null,
      ask: quote?.ask ?? null,
      side: query.side,
      price,
      triggerPrice,
      heldAmount: cost && query.type !== 'market' ? show(cost.total, currency) : null,
      leverage,
      quantity: query.quantity ?? null,
      notional: cost ? show(cost.notional, currency) : null,
      margin: cost ? show(cost.margin, currency) : null,
      fee: cost ? show(cost.fee, currency) : null,
      closePrice,
      closeFee: closeFee ? show(closeFee, currency) : null,
      roundTripFee: cost && closeFee ? show(cost.fee.plus(closeFee), currency) : null,
      total: cost ? show(cost.total, currency) : null,
      freeMargin: show(figures.freeMargin, currency),
      fullQuantity: full,
      halfQuantity: halfOf(full, instrument.lotSize),
    };
    return ok(view);
  });
}
