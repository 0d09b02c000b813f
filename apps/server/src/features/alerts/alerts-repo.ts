// Price alert rows: their view, the owner's own alert (another user's answers as missing), the per-user lock that keeps
// the waiting limit under concurrent creates, and the alerts the evaluator indexes.
import { type AlertKind, CODES, MESSAGES, type MessageKey, type PriceAlert } from '@platform/contracts';
import { and, type Db, eq, isNull, type PriceAlertRow, priceAlerts, sql, users } from '@platform/db';
import { AppError } from '../../lib/app-error.ts';
import type { BookedAlert } from './alert-book.ts';

export function toAlertView(row: PriceAlertRow): PriceAlert {
  const state = row.firedAt ? 'fired' : row.paused ? 'paused' : 'active';
  return {
    id: row.id,
    symbol: row.symbol,
    kind: row.kind,
    price: row.kind === 'move' ? null : row.threshold,
    percent: row.kind === 'move' ? row.threshold : null,
    email: row.email,
    state,
    createdAt: row.createdAt.toISOString(),
    firedAt: row.firedAt?.toISOString() ?? null,
    firedPrice: row.firedPrice,
  };
}

export const bookedOf = (row: Pick<PriceAlertRow, 'id' | 'symbol' | 'kind' | 'threshold'>): BookedAlert => ({
  id: row.id,
  symbol: row.symbol,
  kind: row.kind as AlertKind,
  threshold: Number(row.threshold),
});

/** Serialises one user's alert creates (a row lock on the user), so counting and inserting cannot interleave. */
export async function lockUser(tx: Db, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Alerts that may still fire (active or paused): what the limit counts. */
export async function waitingCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(priceAlerts)
    .where(and(eq(priceAlerts.userId, userId), isNull(priceAlerts.firedAt)));
  return Number(row?.n ?? 0);
}

/** The alerts the evaluator indexes: neither fired nor paused. */
export const activeWhere = and(isNull(priceAlerts.firedAt), eq(priceAlerts.paused, false));

/** A refusal on one field, its message filled in with `params`. */
export function alertError(key: MessageKey, field: string | null, params?: Record<string, string | number>) {
  const message = MESSAGES[key].en;
  return new AppError(CODES.badRequest, key, message, field ? [{ field, message }] : null, params);
}
