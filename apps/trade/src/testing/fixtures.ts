// Answers the trade screens' tests share: one US stock with its quote, the trading account around it, and the money
// settings. Each is a
// complete, valid answer of its endpoint (the kit checks it with the endpoint's schema); a test changes what it is about.
import {
  type Chart,
  type Depth,
  type Instrument,
  type Listing,
  type MoneyOptionsView,
  type OrderView,
  type PositionView,
  type Quote,
  type TicketView,
  type TradingAccountView,
  type TradingSettingsView,
  type ticketQuery,
  tradeFee,
  trailingStopLevel,
  WITHDRAWAL_FEES,
  type z,
} from '@platform/contracts';
import { quoteOf, usStock } from '@platform/ui/testing';

export const SYMBOL = 'ACME';

export const STOCK: Instrument = usStock({
  symbol: SYMBOL,
  name: 'Acme Corporation',
  sector: 'Technology',
  sharesOutstanding: 1_000_000_000,
});

/** A quote of ACME at `last` (quoteOf). */
export const quoteAt = (last: string, over: Partial<Quote> = {}): Quote => quoteOf(last, { symbol: SYMBOL, ...over });

export const LISTING: Listing = { instrument: STOCK, quote: quoteAt('100.50') };

/** A USD trading account holding `balance`, with no positions. */
export function tradingAccount(balance: string, over: Partial<TradingAccountView> = {}): TradingAccountView {
  return {
    currency: 'USD',
    balance,
    usedMargin: '0.00',
    pendingMargin: '0.00',
    floatingPnl: '0.00',
    equity: balance,
    available: balance,
    freeMargin: balance,
    marginLevel: null,
    marginCallEquity: '0.00',
    stopOutEquity: '0.00',
    status: 'ok',
    time: Date.parse('2026-03-02T15:30:00Z'),
    ...over,
  };
}

/** Today's intraday line so far: a few one-minute bars from the open. */
export function intradayChart(symbol = SYMBOL): Chart {
  const open = Date.parse('2026-03-02T14:30:00Z');
  const bar = (minute: number, close: string) => ({
    time: open + minute * 60_000,
    open: '100.00',
    high: '101.00',
    low: '99.50',
    close,
    volume: 1_000,
  });
  return {
    symbol,
    period: 'intraday',
    interval: '1m',
    bars: [bar(0, '100.00'), bar(1, '100.25'), bar(2, '100.50')],
    simulated: true,
    aroundTheClock: false,
    session: {
      tradingDate: '2026-03-02',
      segments: [{ start: open, end: Date.parse('2026-03-02T21:00:00Z'), offHours: false }],
    },
  };
}

export const STOCK_SETTINGS: TradingSettingsView = {
  class: 'stock',
  leverages: [1, 2, 5],
  feeRate: '0.001',
  marginCallLevel: '100',
  stopOutLevel: '50',
  closedMarket: 'queue',
  updatedAt: '2026-01-05T09:00:00.000Z',
};

const cents = (value: number) => (Math.round(value * 100) / 100).toFixed(2);

/**
 * The ticket's figures as the server works them out for `query` at `quote` (a market buy fills at the ask, a sell at
 * the bid; a limit at its price), with `freeMargin` to spend. Plain arithmetic: the tests read the figures shown, the
 * server's own rules are tested with the server.
 */
export function ticketFor(
  query: z.output<typeof ticketQuery>,
  { freeMargin = '10000.00', quote = LISTING.quote }: { freeMargin?: string; quote?: Quote } = {},
): TicketView {
  const { feeRate } = STOCK_SETTINGS;
  const leverage = query.leverage ?? STOCK_SETTINGS.leverages[0]!;
  const watched = query.side === 'buy' ? quote.ask : quote.bid;
  // A trailing stop's level from the price now, as contracts compute it.
  const trail = { amount: query.trailAmount ?? null, percent: query.trailAmount ? null : (query.trailPercent ?? null) };
  const trailing =
    watched !== null && (trail.amount || trail.percent)
      ? trailingStopLevel(query.side, watched, trail, STOCK.tickSize)
      : null;
  const triggerPrice =
    query.type === 'stop' || query.type === 'stop_limit'
      ? (query.triggerPrice ?? null)
      : query.type === 'trailing_stop'
        ? trailing
        : null;
  const price =
    query.type === 'limit' || query.type === 'stop_limit'
      ? (query.price ?? null)
      : query.type === 'market'
        ? watched
        : triggerPrice;
  const closePrice = query.side === 'buy' ? quote.bid : quote.ask;
  const quantity = query.quantity ?? null;
  const perUnit = price === null ? null : (Number(price) / leverage) * (1 + Number(feeRate));
  const fullQuantity = perUnit === null ? 0 : Math.floor(Number(freeMargin) / perUnit);
  const figures =
    price !== null && closePrice !== null && quantity !== null
      ? (() => {
          const notional = Number(price) * quantity;
          const margin = notional / leverage;
          const fee = tradeFee(price, quantity, 1, feeRate, 2);
          const closeFee = tradeFee(closePrice, quantity, 1, feeRate, 2);
          return {
            notional: cents(notional),
            margin: cents(margin),
            fee,
            closeFee,
            roundTripFee: cents(Number(fee) + Number(closeFee)),
            total: cents(margin + Number(fee)),
          };
        })()
      : { notional: null, margin: null, fee: null, closeFee: null, roundTripFee: null, total: null };
  return {
    symbol: STOCK.symbol,
    name: STOCK.name,
    class: 'stock',
    currency: 'USD',
    lotSize: STOCK.lotSize,
    tickSize: STOCK.tickSize,
    multiplier: STOCK.multiplier,
    marketStatus: quote.status,
    settings: STOCK_SETTINGS,
    bid: quote.bid,
    ask: quote.ask,
    side: query.side,
    price,
    triggerPrice,
    heldAmount: query.type === 'market' ? null : figures.total,
    leverage,
    quantity,
    closePrice,
    freeMargin,
    fullQuantity,
    halfQuantity: Math.floor(fullQuantity / 2),
    ...figures,
  };
}

/** An open buy of 10 ACME at 100.00, 1× leverage, marked at the fixture quote's bid. */
export function openPosition(over: Partial<PositionView> = {}): PositionView {
  return {
    id: 41,
    orderId: 40,
    origin: 'ticket',
    symbol: SYMBOL,
    name: STOCK.name,
    currency: 'USD',
    side: 'buy',
    quantity: 10,
    lotSize: 1,
    multiplier: 1,
    leverage: 1,
    feeRate: STOCK_SETTINGS.feeRate,
    openPrice: '100.00',
    openedAt: '2026-03-02T14:35:00.000Z',
    margin: '1000.00',
    openFee: '1.00',
    stopLoss: null,
    takeProfit: null,
    state: 'open',
    markPrice: '100.49',
    floatingPnl: '4.90',
    closePrice: null,
    closedAt: null,
    closeFee: null,
    realizedPnl: null,
    closeReason: null,
    absorbedLoss: null,
    ...over,
  };
}

/** An entrusted limit buy of 10 ACME at 50.25 for the day, holding 503.01 until it fills or ends. */
export function limitOrder(over: Partial<OrderView> = {}): OrderView {
  return {
    id: 52,
    symbol: SYMBOL,
    name: STOCK.name,
    currency: 'USD',
    type: 'limit',
    side: 'buy',
    timeInForce: 'day',
    quantity: 10,
    leverage: 1,
    feeRate: '0.001',
    limitPrice: '50.25',
    triggerPrice: null,
    trailAmount: null,
    trailPercent: null,
    trailAnchor: null,
    triggeredAt: null,
    stopLoss: null,
    takeProfit: null,
    status: 'pending',
    origin: 'ticket',
    reason: null,
    heldAmount: '503.01',
    fillPrice: null,
    amount: null,
    margin: null,
    fee: null,
    positionId: null,
    createdAt: '2026-03-02T15:30:00.000Z',
    filledAt: null,
    endedAt: null,
    expiresAt: '2026-03-02T21:00:00.000Z',
    ...over,
  };
}

/** The money settings the deposit and withdrawal screens read (the sandbox's, with both networks). */
export const moneyOptions = (over: Partial<MoneyOptionsView> = {}): MoneyOptionsView => ({
  sandbox: true,
  currencies: [
    { currency: 'USD', decimals: 2, fiat: true, networks: [] },
    { currency: 'USDT', decimals: 6, fiat: false, networks: ['TRC20', 'ERC20'] },
  ],
  minDeposit: '1',
  minWithdrawal: '1',
  requiredConfirmations: 3,
  bankReviewMinutes: 30,
  withdrawalFees: [...WITHDRAWAL_FEES],
  bank: {
    bankName: 'Sandbox Bank',
    accountName: 'Platform Ltd',
    accountNumber: '000123456789',
    swift: 'SANDGB2L',
    reference: 'DEP-100007',
  },
  chain: { height: 1_000, blockIntervalMs: 10_000 },
  ...over,
});

/** Five levels a side around 100.50 and two prints, as GET /api/market/depth answers and the socket pushes. */
export const depthAt = (time: number, over: Partial<Depth> = {}): Depth => ({
  symbol: SYMBOL,
  time,
  status: 'open',
  last: '100.50',
  bids: [
    { price: '100.50', size: 300 },
    { price: '100.49', size: 1200 },
    { price: '100.47', size: 600 },
    { price: '100.46', size: 100 },
    { price: '100.45', size: 2400 },
  ],
  asks: [
    { price: '100.52', size: 500 },
    { price: '100.53', size: 800 },
    { price: '100.54', size: 200 },
    { price: '100.56', size: 900 },
    { price: '100.57', size: 1000 },
  ],
  trades: [
    { time, price: '100.52', size: 150, side: 'buy' },
    { time: time - 500, price: '100.50', size: 75, side: 'sell' },
  ],
  simulated: true,
  ...over,
});
