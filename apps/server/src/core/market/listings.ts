// The seam through which a feature lists a new stock on the market (an IPO's shares at their listing date): the
// market feature implements it and decorates the app with it, so the IPO feature reaches the simulator's catalogue
// without importing the market feature.
import type { Sector, StockExchange } from '@platform/contracts';
import type { Db } from '@platform/db';

export interface NewListing {
  symbol: string;
  name: string;
  exchange: StockExchange;
  sector: Sector;
  sharesOutstanding: number;
  /** The price it starts trading from on its listing date (an IPO's final price). */
  basePrice: string;
  /** New York calendar date, YYYY-MM-DD: quoted from that day on, with no history before it. */
  listingDate: string;
}

export interface MarketListings {
  /**
   * Records the listing in the caller's transaction (a second call for the same symbol replaces its date and price,
   * for the sandbox's 'list now'). Nothing is quoted until `announce` runs after the commit.
   */
  record(tx: Db, listing: NewListing): Promise<void>;
  /** After the commit: every node's simulator reloads the recorded listings. Resolves once this node has. */
  announce(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    marketListings: MarketListings;
  }
}
