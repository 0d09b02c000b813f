// Watchlist reads and the per-user lock every change takes, so limits and the default list hold under concurrency.
import { CODES, WATCHLIST_LIMITS, type Watchlist } from '@platform/contracts';
import { and, asc, type Db, eq, sql, users, type WatchlistRow, watchlists } from '@platform/db';
import { AppError } from '../../lib/app-error.ts';

/** What a new user finds in their first list: a few of the most watched names across classes. */
export const DEFAULT_WATCHLIST = {
  name: 'My watchlist',
  symbols: ['AAPL', 'MSFT', 'NVDA', 'TSLA', 'AMZN', 'SPX', 'EURUSD', 'XAUUSD'],
} as const;

export const toWatchlistView = (row: WatchlistRow): Watchlist => ({
  id: row.id,
  name: row.name,
  symbols: row.symbols,
  position: row.position,
});

/** Serialises one user's watchlist changes (a row lock on the user). */
export async function lockUser(tx: Db, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function listWatchlists(db: Db, userId: number): Promise<WatchlistRow[]> {
  return db
    .select()
    .from(watchlists)
    .where(eq(watchlists.userId, userId))
    .orderBy(asc(watchlists.position), asc(watchlists.id));
}

/** The user's own list, or 404: another user's list is indistinguishable from a missing one. */
export async function ownWatchlist(tx: Db, userId: number, id: number): Promise<WatchlistRow> {
  const [row] = await tx
    .select()
    .from(watchlists)
    .where(and(eq(watchlists.id, id), eq(watchlists.userId, userId)))
    .for('update');
  if (!row) throw AppError.notFound();
  return row;
}

export async function saveSymbols(tx: Db, id: number, symbols: string[]): Promise<WatchlistRow> {
  const [row] = await tx.update(watchlists).set({ symbols }).where(eq(watchlists.id, id)).returning();
  if (!row) throw AppError.notFound();
  return row;
}

export async function nextPosition(tx: Db, userId: number): Promise<number> {
  const [row] = await tx
    .select({ max: sql<number | null>`max(${watchlists.position})` })
    .from(watchlists)
    .where(eq(watchlists.userId, userId));
  return row?.max == null ? 0 : Number(row.max) + 1;
}

export function watchlistError(message: string, field?: string) {
  return new AppError(CODES.badRequest, null, message, field ? [{ field, message }] : null);
}

export const LIMIT_MESSAGES = {
  lists: `You can keep at most ${WATCHLIST_LIMITS.lists} watchlists`,
  symbols: `A watchlist holds at most ${WATCHLIST_LIMITS.symbols} symbols`,
  lastList: 'You cannot delete your last watchlist',
  reorder: 'The symbols must be this watchlist’s symbols in a new order',
} as const;
