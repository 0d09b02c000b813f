// The market data API (issue 4 §2, §3, §5): requests and responses shared by the server and the apps.
import { reasonSchema } from './admin.ts';
import { type InboxWsServerMessage, inboxWsClientMessages } from './inbox.ts';
import {
  CHART_PERIODS,
  EXCHANGES,
  FUTURE_GROUPS,
  INSTRUMENT_CLASSES,
  instrumentView,
  isoDateText,
  MARKET_STATUSES,
  priceText,
  quoteView,
} from './market.ts';
import { MESSAGES } from './messages.ts';
import { type NewsWsServerMessage, newsWsClientMessages } from './news-ws.ts';
import { type SupportWsServerMessage, supportWsClientMessages } from './support-ws.ts';
import { symbolSchema } from './symbol-schema.ts';
import { type TradingWsServerMessage, tradingWsClientMessages } from './trading-ws.ts';
import { z } from './zod.ts';

export { symbolSchema };

/** An instrument with its current quote: what every list row shows. */
export const listingView = z.object({ instrument: instrumentView, quote: quoteView });
export type Listing = z.infer<typeof listingView>;

/** A search text's bound: far past the longest symbol or name, so any text a person types is a search. */
export const MARKET_SEARCH_LIMITS = { queryMax: 200 } as const;

/** GET /api/market/instruments */
export const instrumentsQuery = z.object({
  /**
   * Past every symbol's and name's length a text simply matches nothing, like any search that finds nothing; the bound
   * only keeps an absurd request out.
   */
  q: z.string().trim().max(MARKET_SEARCH_LIMITS.queryMax).optional(),
  class: z.enum(INSTRUMENT_CLASSES).optional(),
  exchange: z.enum(EXCHANGES).optional(),
  group: z.enum(FUTURE_GROUPS).optional(),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type InstrumentsQuery = z.input<typeof instrumentsQuery>;

/** GET /api/market/instruments/:symbol → listingView */
export const symbolParams = z.object({ symbol: symbolSchema });

/** A comma-separated list of symbols (`AAPL,MSFT`): upper-cased, each once, in the order given, 1 to `max`. */
const symbolList = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'Please choose a symbol')
    .transform((s) => [
      ...new Set(
        s
          .split(',')
          .map((x) => x.trim().toUpperCase())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.string().max(16, 'Unknown symbol'))
        .min(1, 'Please choose a symbol')
        .max(max, `At most ${max} symbols at a time`),
    );

/** GET /api/market/quotes?symbols=AAPL,MSFT → quoteView[] in the order asked */
export const MAX_QUOTES_PER_REQUEST = 50;
export const quotesQuery = z.object({ symbols: symbolList(MAX_QUOTES_PER_REQUEST) });

/** GET /api/market/chart?symbol=&period= → chartView */
export const chartQuery = z.object({
  symbol: symbolSchema,
  period: z.enum(CHART_PERIODS, { error: 'Unknown chart period' }),
});

/**
 * GET /api/market/sparklines?symbols=AAPL,MSFT → sparklineView[] in the order asked: each symbol's current (or latest)
 * session as closing prices, for a list's trend column. One request for a page of a list; at most
 * SPARKLINE_MAX_POINTS points each, evenly spaced in time (every 5-minute bar's close, or every n-th in long sessions).
 */
export const MAX_SPARKLINES_PER_REQUEST = 100;
export const SPARKLINE_MAX_POINTS = 96;
export const sparklinesQuery = z.object({ symbols: symbolList(MAX_SPARKLINES_PER_REQUEST) });
export const sparklineView = z.object({
  symbol: z.string(),
  tradingDate: isoDateText,
  /** The baseline the day's move is measured from. */
  prevClose: priceText,
  /** Closing prices from the session's open to now, oldest first (empty before the first trade). */
  closes: z.array(priceText).max(SPARKLINE_MAX_POINTS),
  simulated: z.literal(true),
});
export type Sparkline = z.infer<typeof sparklineView>;

export const RANKING_KINDS = ['gainers', 'losers', 'active'] as const;
export type RankingKind = (typeof RANKING_KINDS)[number];
/** GET /api/market/rankings → listingView[] */
export const rankingsQuery = z.object({
  kind: z.enum(RANKING_KINDS),
  class: z.enum(INSTRUMENT_CLASSES).optional(),
  exchange: z.enum(EXCHANGES).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** GET /api/market/related?symbol= → listingView[]: the other expiries of a future's root */
export const relatedQuery = z.object({ symbol: symbolSchema });

/** Market news, written and published in the back office. */
export const newsView = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  symbols: z.array(z.string()),
  source: z.string().nullable(),
  publishedAt: z.string().nullable(),
});
export type MarketNews = z.infer<typeof newsView>;
/** GET /api/market/news/:id → newsView (published only; otherwise 404) */
export const newsParams = z.object({ id: z.coerce.number().int().min(1) });
/** GET /api/market/news → page of newsView (published only) */
export const newsQuery = z.object({
  symbol: z.string().trim().max(16).optional(),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

/**
 * Level-2 depth and time & sales (issue 33 §4), simulated like every market figure. The best level of each side is the
 * level-1 quote's bid or ask and its size (what a market order fills at); each further level is one or more ticks
 * further out. The tape is the prints that made the quote's volume, newest first; `side` says who crossed the spread:
 * `buy` when a buyer took the ask (or traded above the middle of the book), `sell` when a seller hit the bid.
 */
export const DEPTH_LIMITS = { levels: 10, trades: 50, defaultTrades: 20, topicsPerClient: 4 } as const;
export const TAPE_SIDES = ['buy', 'sell'] as const;
export type TapeSide = (typeof TAPE_SIDES)[number];
export const depthLevelView = z.object({ price: priceText, size: z.number().int().positive() });
export type DepthLevel = z.infer<typeof depthLevelView>;
export const tapeTradeView = z.object({
  time: z.number().int(),
  price: priceText,
  size: z.number().int().positive(),
  side: z.enum(TAPE_SIDES),
});
export type TapeTrade = z.infer<typeof tapeTradeView>;
export const depthView = z.object({
  symbol: z.string(),
  /** The quote's time: the book stands as it did then, and the newest print is no later. */
  time: z.number().int(),
  status: z.enum(MARKET_STATUSES),
  last: priceText,
  /** Best (highest) first; empty for an instrument without a book (indices). */
  bids: z.array(depthLevelView).max(DEPTH_LIMITS.levels),
  /** Best (lowest) first. */
  asks: z.array(depthLevelView).max(DEPTH_LIMITS.levels),
  /** Newest first. */
  trades: z.array(tapeTradeView).max(DEPTH_LIMITS.trades),
  simulated: z.literal(true),
});
export type Depth = z.infer<typeof depthView>;
/** GET /api/market/depth?symbol=&trades= → depthView */
export const depthQuery = z.object({
  symbol: symbolSchema,
  trades: z.coerce.number().int().min(0).max(DEPTH_LIMITS.trades).default(DEPTH_LIMITS.defaultTrades),
});
/** The socket topic of a symbol's depth and tape: pushed as `depth` messages, like quotes, to its subscribers only. */
export const depthTopic = (symbol: string) => `depth:${symbol.toUpperCase()}`;

/**
 * WebSocket at /api/ws. Client → server messages; quote topics are `quote:<SYMBOL>`, depth topics `depth:<SYMBOL>`.
 * The server answers each with `subscribed` / `unsubscribed` / `pong` / `error`, and pushes `quotes` messages:
 * one frame per client per send carrying the newest quote of each changed symbol, at most a few per second.
 */
export const WS_LIMITS = { topicsPerClient: 200, maxQuoteHz: 4 } as const;
export const wsClientMessage = z.discriminatedUnion('op', [
  z.object({ op: z.literal('auth'), token: z.string().max(128) }),
  z.object({ op: z.literal('subscribe'), topics: z.array(z.string().max(32)).max(WS_LIMITS.topicsPerClient) }),
  z.object({ op: z.literal('unsubscribe'), topics: z.array(z.string().max(32)).max(WS_LIMITS.topicsPerClient) }),
  z.object({ op: z.literal('ping') }),
  ...supportWsClientMessages,
  ...tradingWsClientMessages,
  ...inboxWsClientMessages,
  ...newsWsClientMessages,
]);
export type WsClientMessage = z.infer<typeof wsClientMessage>;
export type WsServerMessage =
  | { type: 'quotes'; data: z.infer<typeof quoteView>[] }
  | { type: 'depth'; data: Depth }
  | { type: 'subscribed'; topics: string[] }
  | { type: 'unsubscribed'; topics: string[] }
  | { type: 'authenticated'; userId: number | null }
  | { type: 'pong' }
  | { type: 'error'; msg: string }
  | SupportWsServerMessage
  | TradingWsServerMessage
  | InboxWsServerMessage
  | NewsWsServerMessage;
export const quoteTopic = (symbol: string) => `quote:${symbol.toUpperCase()}`;

/**
 * Back office: instruments with their halt state, halting and resuming (reason required, audited).
 * GET /api/admin/market/instruments (instrumentsQuery) → page of adminInstrumentView;
 * POST /api/admin/market/instruments/:symbol/halt | resume { reason } → adminInstrumentView (409 when already so);
 * GET /api/admin/market/status → simulatorStatusView; GET /api/admin/market/news → page of adminNewsView;
 * POST /api/admin/market/news (newsEditBody), /news/:id/update (newsEditBody), /news/:id/delete { reason }.
 */
export const adminInstrumentView = listingView.extend({
  halted: z.boolean(),
  haltedAt: z.string().nullable(),
  haltReason: z.string().nullable(),
});
export const haltBody = z.object({ reason: reasonSchema });
export const simulatorStatusView = z.object({
  seed: z.string(),
  tickIntervalMs: z.number().int(),
  alwaysOpen: z.boolean(),
  instruments: z.number().int(),
  halted: z.number().int(),
  clientsConnected: z.number().int(),
  subscriptions: z.number().int(),
  startedAt: z.string(),
});
export const newsEditBody = z.object({
  title: z.string().trim().min(1, MESSAGES.enterNewsTitle.en).max(200),
  summary: z.string().trim().max(500).default(''),
  body: z.string().trim().min(1, MESSAGES.enterNewsText.en).max(20_000),
  symbols: z.array(symbolSchema).max(20).default([]),
  source: z.string().trim().max(100).optional(),
  published: z.boolean().default(false),
  reason: reasonSchema,
});
export const adminNewsView = newsView.extend({ published: z.boolean(), createdAt: z.string(), updatedAt: z.string() });
export const adminNewsParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const deleteNewsBody = z.object({ reason: reasonSchema });
