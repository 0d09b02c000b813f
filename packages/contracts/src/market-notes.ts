// Simulated market notes (issue 16 §4): what the market simulator writes about its own recorded data, shown beside the
// news operators publish. Never company news: each note carries only figures the simulator recorded, the instant they
// describe, and the instrument they are about; the apps word them (in the reader's language) and label them simulated.
import { isoDateText, percentText, priceText, signedPriceText } from './market.ts';
import { z } from './zod.ts';

/**
 * top_gainer / top_loser: the largest rise and fall among US stocks over a finished session, at its close;
 * halt: an instrument halted, with its price when trading stopped; high_52w: an index whose finished session's high
 * topped the highest high of the 52 weeks before it.
 */
export const MARKET_NOTE_KINDS = ['top_gainer', 'top_loser', 'halt', 'high_52w'] as const;
export type MarketNoteKind = (typeof MARKET_NOTE_KINDS)[number];

/** The figures behind a note, as the simulator recorded them; a kind leaves the ones it does not use null. */
export const marketNoteFigures = z.object({
  currency: z.string(),
  /** The close at the session's end, or the price when the halt began. */
  last: priceText,
  prevClose: priceText.nullable(),
  change: signedPriceText.nullable(),
  changePercent: percentText.nullable(),
  /** high_52w: the session's high, and the highest high of the 52 weeks before the session. */
  high: priceText.nullable(),
  previousHigh: priceText.nullable(),
  /** top_gainer / top_loser: how many instruments the move was the largest among. */
  compared: z.number().int().positive().nullable(),
});
export type MarketNoteFigures = z.infer<typeof marketNoteFigures>;

export const marketNoteView = z.object({
  id: z.number().int(),
  kind: z.enum(MARKET_NOTE_KINDS),
  symbol: z.string(),
  name: z.string(),
  tradingDate: isoDateText,
  /** ISO instant the figures describe. */
  observedAt: z.string(),
  figures: marketNoteFigures,
  simulated: z.literal(true),
});
export type MarketNote = z.infer<typeof marketNoteView>;

/** GET /api/market/notes?limit: the newest notes first. */
export const MARKET_NOTES_MAX = 20;
export const marketNotesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MARKET_NOTES_MAX).default(6),
});
