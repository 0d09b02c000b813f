// Market data: instruments, trading sessions, chart periods, bars and quotes (issue 4 §1; spec Reading A §3 and §9).
import { z } from './zod.ts';

export const INSTRUMENT_CLASSES = ['stock', 'index', 'future', 'forex', 'metal'] as const;
export type InstrumentClass = (typeof INSTRUMENT_CLASSES)[number];

export const FUTURE_GROUPS = ['index', 'energy', 'metals', 'agricultural'] as const;
export type FutureGroup = (typeof FUTURE_GROUPS)[number];

/** The exchanges the spec lets a user choose between for US stocks. */
export const STOCK_EXCHANGES = ['NASDAQ', 'NYSE', 'AMEX'] as const;
export type StockExchange = (typeof STOCK_EXCHANGES)[number];
/** Every venue an instrument can belong to; `OTC` is the interbank market for forex and spot metals. */
export const EXCHANGES = [
  ...STOCK_EXCHANGES,
  'CME',
  'CBOT',
  'NYMEX',
  'COMEX',
  'LSE',
  'XETRA',
  'EURONEXT',
  'JPX',
  'HKEX',
  'SSE',
  'KRX',
  'ASX',
  'OTC',
] as const;
export type Exchange = (typeof EXCHANGES)[number];

export const MARKET_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'JPY',
  'CHF',
  'CAD',
  'AUD',
  'NZD',
  'HKD',
  'CNY',
  'CNH',
  'KRW',
] as const;
export type MarketCurrency = (typeof MARKET_CURRENCIES)[number];

export const SECTORS = [
  'Technology',
  'Communication Services',
  'Consumer Discretionary',
  'Consumer Staples',
  'Energy',
  'Financials',
  'Health Care',
  'Industrials',
  'Materials',
  'Utilities',
] as const;
export type Sector = (typeof SECTORS)[number];

export const REGIONS = ['US', 'Europe', 'Asia-Pacific'] as const;

/**
 * Trading hours per session, in the session's own time zone (DST follows the zone).
 * Each segment is [open, close] on the trading date; an open at or after its close opened the evening before,
 * so futures' Monday session runs Sunday 18:00 to Monday 17:00 New York time. Trading dates are Monday to
 * Friday; exchange holidays are not modelled.
 */
export const TRADING_SESSIONS = {
  'us-equities': { timeZone: 'America/New_York', hours: [['09:30', '16:00']] },
  futures: { timeZone: 'America/New_York', hours: [['18:00', '17:00']] },
  'spot-metals': { timeZone: 'America/New_York', hours: [['18:00', '17:00']] },
  forex: { timeZone: 'America/New_York', hours: [['17:00', '17:00']] },
  london: { timeZone: 'Europe/London', hours: [['08:00', '16:30']] },
  xetra: { timeZone: 'Europe/Berlin', hours: [['09:00', '17:30']] },
  'euronext-paris': { timeZone: 'Europe/Paris', hours: [['09:00', '17:30']] },
  tokyo: {
    timeZone: 'Asia/Tokyo',
    hours: [
      ['09:00', '11:30'],
      ['12:30', '15:30'],
    ],
  },
  'hong-kong': {
    timeZone: 'Asia/Hong_Kong',
    hours: [
      ['09:30', '12:00'],
      ['13:00', '16:00'],
    ],
  },
  shanghai: {
    timeZone: 'Asia/Shanghai',
    hours: [
      ['09:30', '11:30'],
      ['13:00', '15:00'],
    ],
  },
  seoul: { timeZone: 'Asia/Seoul', hours: [['09:00', '15:30']] },
  sydney: { timeZone: 'Australia/Sydney', hours: [['10:00', '16:00']] },
} as const satisfies Record<string, { timeZone: string; hours: readonly (readonly [string, string])[] }>;
export type SessionId = keyof typeof TRADING_SESSIONS;
export const SESSION_IDS = Object.keys(TRADING_SESSIONS) as [SessionId, ...SessionId[]];

/** The spec's chart periods (§9). */
export const CHART_PERIODS = ['intraday', '1D', '1W', '1M', '3M', '1Y'] as const;
export type ChartPeriod = (typeof CHART_PERIODS)[number];

export const BAR_INTERVALS = ['1m', '5m', '30m', '1h', '1d'] as const;
export type BarInterval = (typeof BAR_INTERVALS)[number];

/**
 * Which bars each chart period draws, over how many trading days ending with the current (or latest) one.
 * Intraday is the 1-minute line of today's session; 1D is daily candles (one per session, as a "daily K" chart) over
 * half a year, so the two never show the same thing. Intraday bars start at each session segment's open and never
 * span a break, so a US stock's hours are 9:30, 10:30 … 15:30 (half). 260 trading days are 52 weeks, the same
 * window as the quote's 52-week high and low.
 */
export const CHART_PERIOD_BARS = {
  intraday: { interval: '1m', tradingDays: 1 },
  '1D': { interval: '1d', tradingDays: 130 },
  '1W': { interval: '30m', tradingDays: 5 },
  '1M': { interval: '1h', tradingDays: 22 },
  '3M': { interval: '1d', tradingDays: 65 },
  '1Y': { interval: '1d', tradingDays: 260 },
} as const satisfies Record<ChartPeriod, { interval: BarInterval; tradingDays: number }>;

/**
 * A price is a decimal string with exactly the decimals of the instrument's tick size ("187.25", "1.08415") and is
 * always a whole number of ticks. Prices are never floats, so what is shown is exactly what was computed.
 */
export const priceText = z.string().regex(/^\d+(\.\d+)?$/);
export const signedPriceText = z.string().regex(/^-?\d+(\.\d+)?$/);
/** A percentage rounded half away from zero to two decimals: "-1.25" means −1.25 %. */
export const percentText = z.string().regex(/^-?\d+\.\d{2}$/);
export const tickSizeText = z.string().regex(/^(?!0+(\.0+)?$)\d+(\.\d+)?$/);
/** A calendar date, YYYY-MM-DD. */
export const isoDateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const instrumentBase = {
  symbol: z.string().min(1).max(16),
  name: z.string().min(1),
  exchange: z.enum(EXCHANGES),
  /** The currency prices are quoted in (for forex, the quote currency). */
  currency: z.enum(MARKET_CURRENCIES),
  tickSize: tickSizeText,
  /** The quantity step of an order, in units (shares, contracts, base-currency units, troy ounces). */
  lotSize: z.number().int().positive(),
  /** Currency value of a 1.0 price move per unit held (a contract's multiplier; 1 for shares, forex and spot). */
  multiplier: z.number().positive(),
  sessionId: z.enum(SESSION_IDS),
  /** Indices are shown but cannot be ordered. */
  tradable: z.boolean(),
};

export const stockView = z.object({
  ...instrumentBase,
  class: z.literal('stock'),
  exchange: z.enum(STOCK_EXCHANGES),
  sector: z.enum(SECTORS),
  sharesOutstanding: z.number().int().positive(),
});

export const indexView = z.object({ ...instrumentBase, class: z.literal('index'), region: z.enum(REGIONS) });

export const futureView = z.object({
  ...instrumentBase,
  class: z.literal('future'),
  group: z.enum(FUTURE_GROUPS),
  /** The product every expiry of this future shares ("ES"); contracts of one root are each other's related futures. */
  root: z.string().min(1),
  /** What the contract is on: an index, a commodity. */
  underlying: z.string().min(1),
  contractMonth: z.string().regex(/^\d{4}-\d{2}$/),
  lastTradingDate: isoDateText,
  /** When the contract ceases to exist: final settlement, or the end of its delivery month when settled physically. */
  expiry: isoDateText,
});

export const forexView = z.object({
  ...instrumentBase,
  class: z.literal('forex'),
  base: z.enum(MARKET_CURRENCIES),
  quote: z.enum(MARKET_CURRENCIES),
});

export const metalView = z.object({ ...instrumentBase, class: z.literal('metal'), unit: z.literal('troy ounce') });

export const instrumentView = z.discriminatedUnion('class', [stockView, indexView, futureView, forexView, metalView]);
export type Instrument = z.infer<typeof instrumentView>;
export type Stock = z.infer<typeof stockView>;
export type Future = z.infer<typeof futureView>;

/** One OHLCV bar. `time` is the start of the bar in ms since the epoch; a daily bar's is 00:00 UTC of its trading date. */
export const barView = z.object({
  time: z.number().int(),
  open: priceText,
  high: priceText,
  low: priceText,
  close: priceText,
  volume: z.number().int().nonnegative(),
});
export type Bar = z.infer<typeof barView>;

export const chartView = z.object({
  symbol: z.string(),
  period: z.enum(CHART_PERIODS),
  interval: z.enum(BAR_INTERVALS),
  bars: z.array(barView),
  simulated: z.literal(true),
  /**
   * The sandbox trades around the clock: intraday bars include nights and weekends, which the chart says.
   * Daily bars keep to the exchange's calendar either way (a weekend's trading counts toward Monday's bar).
   */
  aroundTheClock: z.boolean(),
  /**
   * The trading day live quotes fall in when the chart was drawn: its date and its segments (ms, ends exclusive; an
   * off-hours one is the sandbox's bridge before the regular open). A client places each streamed quote in its bar
   * with them; a quote past the day's end needs a fresh chart.
   */
  session: z.object({
    tradingDate: isoDateText,
    segments: z.array(z.object({ start: z.number().int(), end: z.number().int(), offHours: z.boolean() })),
  }),
});
export type Chart = z.infer<typeof chartView>;
export type ChartSession = Chart['session'];

export const MARKET_STATUSES = ['open', 'closed', 'halted'] as const;

/**
 * A quote, every figure derived from the bars (spec §3). `time` is the last trade's time (ms); figures describe
 * `tradingDate`'s session so far. Volumes and sizes are in units; `amplitude` is (high − low) / previous close as a
 * percentage; `marketCap` is shares outstanding × last, in the quote currency, stocks only. Indices have no book,
 * so their bid and ask are null. Futures fields are null for every other class.
 */
export const quoteView = z.object({
  symbol: z.string(),
  time: z.number().int(),
  tradingDate: isoDateText,
  status: z.enum(MARKET_STATUSES),
  last: priceText,
  change: signedPriceText,
  changePercent: percentText,
  open: priceText,
  prevClose: priceText,
  high: priceText,
  low: priceText,
  high52w: priceText,
  low52w: priceText,
  volume: z.number().int().nonnegative(),
  amplitude: percentText,
  marketCap: z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .nullable(),
  bid: priceText.nullable(),
  ask: priceText.nullable(),
  bidSize: z.number().int().nonnegative().nullable(),
  askSize: z.number().int().nonnegative().nullable(),
  openInterest: z.number().int().nonnegative().nullable(),
  openInterestChange: z.number().int().nullable(),
  expiry: isoDateText.nullable(),
  priorSettle: priceText.nullable(),
  lastTradingDate: isoDateText.nullable(),
  /** Honesty rule 2: every quote says it is simulated, so every screen can show the badge. */
  simulated: z.literal(true),
});
export type Quote = z.infer<typeof quoteView>;
