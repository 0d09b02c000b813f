// The market's side of the listings seam (core/market/listings.ts): a feature records a stock listed after the
// built-in catalogue in its own transaction, then, once committed, every node's simulator reloads the recorded
// listings, told on the pub/sub seam as halts are.
import { randomUUID } from 'node:crypto';
import { isoDateText, priceText, SECTORS, STOCK_EXCHANGES, z } from '@platform/contracts';
import { asc, type Db, type MarketListingRow, marketListings } from '@platform/db';
import type { MarketListings, NewListing } from '../../core/market/listings.ts';
import type { PubSub } from '../../realtime/pubsub.ts';
import type { Market } from './market-service.ts';
import type { ListedStock } from './simulator/index.ts';

/** "Reload the recorded listings", from the node that recorded one (which has reloaded already). */
interface ListingsMessage {
  from: string;
}
const LISTINGS_TOPIC = 'market.listings';

const newListing = z.object({
  symbol: z.string().min(1).max(16),
  name: z.string().min(1),
  exchange: z.enum(STOCK_EXCHANGES),
  sector: z.enum(SECTORS),
  sharesOutstanding: z.number().int().positive().max(2_147_483_647),
  basePrice: priceText.refine((price) => Number(price) > 0, 'must be above zero'),
  listingDate: isoDateText.refine(isCalendarDate, 'no such date'),
});

function isCalendarDate(date: string): boolean {
  const time = Date.parse(`${date}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().startsWith(date);
}

export interface LiveListings extends MarketListings {
  /** Reads the recorded listings into this node's market. */
  load(): Promise<void>;
  /** Stops listening for other nodes' announcements. */
  stop(): void;
}

export interface LiveListingsOptions {
  db: Db;
  market: Market;
  pubsub: PubSub;
  /** A reload another node asked for failed (this node keeps the listings it had). */
  onError: (err: unknown) => void;
}

export function createMarketListings({ db, market, pubsub, onError }: LiveListingsOptions): LiveListings {
  const node = randomUUID();
  let latest: Promise<void> = Promise.resolve();
  const read = async () => {
    const rows = await db
      .select()
      .from(marketListings)
      .orderBy(asc(marketListings.listingDate), asc(marketListings.symbol));
    market.setListings(rows.map(listedStockOf));
  };
  // One reload at a time, each reading once the one before has finished: the last to finish saw the latest rows.
  const load = () => {
    const next = latest.then(read);
    latest = next.catch(() => undefined);
    return next;
  };
  const unsubscribe = pubsub.subscribe<ListingsMessage>(LISTINGS_TOPIC, ({ from }) => {
    if (from !== node) load().catch(onError);
  });

  return {
    async record(tx: Db, listing: NewListing) {
      const parsed = newListing.safeParse(listing);
      if (!parsed.success) throw new Error(`Invalid listing of ${listing.symbol}: ${z.prettifyError(parsed.error)}`);
      const { symbol, ...fields } = parsed.data;
      await tx
        .insert(marketListings)
        .values({ symbol, ...fields })
        .onConflictDoUpdate({ target: marketListings.symbol, set: fields });
    },
    async announce() {
      await load();
      pubsub.publish<ListingsMessage>(LISTINGS_TOPIC, { from: node });
    },
    load,
    stop: unsubscribe,
  };
}

function listedStockOf(row: MarketListingRow): ListedStock {
  return {
    symbol: row.symbol,
    name: row.name,
    exchange: row.exchange,
    sector: row.sector,
    sharesOutstanding: row.sharesOutstanding,
    basePrice: Number(row.basePrice),
    listingDate: row.listingDate,
  };
}
