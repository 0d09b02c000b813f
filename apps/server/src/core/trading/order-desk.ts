// The seam through which a feature other than the trading center trades for a user (block trading now; follow and
// robots later): the trading center implements it and decorates the app with it, so those features reach its order
// engine and ledger without importing it.
import type {
  Instrument,
  OrderOrigin,
  OrderSide,
  OrderView,
  PositionView,
  Quote,
  SettlementCurrency,
} from '@platform/contracts';
import type { Db } from '@platform/db';

/** An order that fills at once at `price`, or is refused (AppError) and leaves nothing. */
export interface DeskOrder {
  symbol: string;
  side: OrderSide;
  quantity: number;
  leverage: number;
  /** The price it fills at, computed by the caller from the market (never typed by anyone). */
  price: string;
  /** Recorded on the order and its position, and shown in the trading records. */
  origin: Exclude<OrderOrigin, 'ticket'>;
  /** False when the fee was already charged by the feature (an IPO's fee at its allotment). */
  chargeFee: boolean;
}

/** What an order on an instrument is placed under: the class's leverages and fee rate, the lot and tick sizes. */
export interface DeskTerms {
  symbol: string;
  name: string;
  instrumentClass: string;
  currency: string;
  lotSize: number;
  tickSize: string;
  leverages: number[];
  feeRate: string;
}

/** What an order of `quantity` at `price` would take now, as the ticket computes it (money in the currency's cents). */
export interface DeskCost {
  amount: string;
  margin: string;
  fee: string;
  total: string;
  freeMargin: string;
}

/** A trading account in one currency at the live quotes (money in the currency's cents). */
export interface DeskAccount {
  balance: string;
  floatingPnl: string;
  /** Balance + floating P/L of the open positions. */
  equity: string;
  freeMargin: string;
}

/** One fill of a user's: a position opened (its order) or closed, in full or in part. */
export interface DeskTrade {
  /** The order that opened the position. */
  orderId: number;
  positionId: number;
  symbol: string;
  side: OrderSide;
  quantity: number;
  price: string;
  at: Date;
  /** Realised P/L of a close; null for an opening. */
  realizedPnl: string | null;
}

export interface OrderDesk {
  instrument(symbol: string): Instrument | undefined;
  /** The live quote the trading center trades at. */
  quote(symbol: string): Quote | undefined;
  /** The terms of the instrument, or a field error when it cannot be traded. */
  terms(db: Db, symbol: string): Promise<DeskTerms>;
  /**
   * The terms of each of `symbols` that can be traded now, by symbol, from one read of the settings however many (a
   * catalogue's page); one that cannot is left out (`terms` says why).
   */
  termsOf(db: Db, symbols: readonly string[]): Promise<Map<string, DeskTerms>>;
  cost(db: Db, userId: number, order: Pick<DeskOrder, 'symbol' | 'quantity' | 'leverage' | 'price'>): Promise<DeskCost>;
  /**
   * Fills the order in the caller's transaction through the trading center's engine and ledger (margin held, fee
   * charged); refuses what the ticket refuses (instrument, leverage, lots, halted or closed market, free margin).
   */
  fillAt(tx: Db, userId: number, order: DeskOrder): Promise<{ order: OrderView; position: PositionView }>;
  /** The user's trading account in `currency` at the live quotes. */
  account(db: Db, userId: number, currency: SettlementCurrency): Promise<DeskAccount>;
  /** The user's open positions, with their floating P/L at the live quotes. */
  openPositions(db: Db, userId: number): Promise<PositionView[]>;
  /**
   * Closes `quantity` (all when undefined) of the user's open position at the price it closes at now, in the caller's
   * transaction, as the user's own close on the ticket does; refuses when its market cannot trade.
   */
  closeAt(
    tx: Db,
    userId: number,
    positionId: number,
    quantity?: number,
  ): Promise<{ closed: PositionView; remaining: PositionView | null }>;
  /** The user's fills, newest first (openings and closes), and how many there are in all. */
  trades(db: Db, userId: number, limit: number): Promise<{ trades: DeskTrade[]; total: number }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    orderDesk: OrderDesk;
  }
}
