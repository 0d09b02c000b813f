// Watchlists' requests and views, apart from the market data API: a screen that checks a list's name with its schema
// then loads only this module's schemas, not those of the market data every page's live quotes import.
import { symbolSchema } from './market-api.ts';
import { TRADING_MESSAGES } from './messages-trading.ts';
import { z } from './zod.ts';

/**
 * Watchlists: GET /api/watchlists → watchlistView[] (a new user gets a default list); POST /api/watchlists { name }
 * → watchlistView; POST /api/watchlists/:id/update { name } → watchlistView; POST /api/watchlists/:id/delete →
 * the remaining watchlistView[]; POST /api/watchlists/:id/symbols/add | remove { symbol } and
 * /symbols/reorder { symbols } → watchlistView.
 */
export const WATCHLIST_LIMITS = { lists: 10, symbols: 100, nameMax: 30 } as const;
export const watchlistView = z.object({
  id: z.number().int(),
  name: z.string(),
  symbols: z.array(z.string()),
  position: z.number().int(),
});
export type Watchlist = z.infer<typeof watchlistView>;
export const watchlistNameBody = z.object({
  name: z
    .string({ error: TRADING_MESSAGES.enterListName.en })
    .trim()
    .min(1, TRADING_MESSAGES.enterListName.en)
    .max(WATCHLIST_LIMITS.nameMax),
});
export const watchlistParams = z.object({ id: z.coerce.number().int().min(1) });
export const watchlistSymbolBody = z.object({ symbol: symbolSchema });
export const watchlistReorderBody = z.object({ symbols: z.array(symbolSchema).max(WATCHLIST_LIMITS.symbols) });
