// Firing one alert a tick reached: one conditional update claims it (`fired_at` still null, not paused), so whichever
// node or tick gets there first fires it and every other finds nothing to do. Only then the slow work: the event the
// inbox turns into a message (a toast on every open screen), and the e-mail if the user asked for one.
import { type AlertKind, inboxWords, type Quote } from '@platform/contracts';
import { and, type Db, eq, isNull, type PriceAlertRow, priceAlerts, sql, users } from '@platform/db';
import type { FastifyBaseLogger } from 'fastify';
import type { DomainEvent } from '../../core/events/domain-events.ts';
import type { Mail, Mailer } from '../../core/mail/mailer.ts';

export interface FireDeps {
  db: Db;
  log: FastifyBaseLogger;
  publish: (event: DomainEvent) => void;
  mailer: Mailer;
}

/** Claims the alert at `price`: the fired row, or null when it fired already, was paused or deleted. */
export async function claimAlert(db: Db, id: number, price: string): Promise<PriceAlertRow | null> {
  const [row] = await db
    .update(priceAlerts)
    .set({ firedAt: sql`now()`, firedPrice: price })
    .where(and(eq(priceAlerts.id, id), isNull(priceAlerts.firedAt), eq(priceAlerts.paused, false)))
    .returning();
  return row ?? null;
}

const signed = (percent: string) => (percent.startsWith('-') ? percent : `+${percent}`);

/** The facts the inbox message and the e-mail name. */
export function firedParams(row: PriceAlertRow, quote: Quote): Record<string, string> {
  const common = { symbol: row.symbol, price: row.firedPrice ?? quote.last, at: row.firedAt!.toISOString() };
  if (row.kind !== 'move') return { ...common, threshold: row.threshold };
  return { ...common, percent: row.threshold, move: signed(quote.changePercent), prevClose: quote.prevClose };
}

const utc = (iso: string, language: 'en' | 'zh') =>
  `${new Date(iso).toLocaleString(language === 'zh' ? 'zh-CN' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'medium',
    timeZone: 'UTC',
  })} UTC`;

/** The e-mail of a fired alert: the inbox message's own words in the account's language, its time in UTC. */
export function alertMail(kind: AlertKind, params: Record<string, string>, to: string, language: 'en' | 'zh'): Mail {
  const { title, body } = inboxWords({ kind: `alert.${kind}`, params }, language, {
    amount: (value, currency) => `${value} ${currency}`,
    day: (day) => day,
    dateTime: (iso) => utc(iso, language),
  });
  return { to, subject: title, text: body };
}

/** Fires the alert if no one did yet; true when this call fired it. */
export async function fireAlert(deps: FireDeps, id: number, quote: Quote): Promise<boolean> {
  const row = await claimAlert(deps.db, id, quote.last);
  if (!row) return false;
  const params = firedParams(row, quote);
  deps.publish({ type: 'alert.fired', userId: row.userId, alertId: row.id, kind: row.kind, params });
  if (row.email) {
    const [owner] = await deps.db
      .select({ email: users.email, language: users.language })
      .from(users)
      .where(eq(users.id, row.userId));
    if (owner) {
      const language = owner.language === 'zh' ? 'zh' : 'en';
      try {
        await deps.mailer.send(alertMail(row.kind, params, owner.email, language));
      } catch (err) {
        deps.log.error({ err, alertId: row.id }, 'price alerts: the e-mail of a fired alert was not sent');
      }
    }
  }
  return true;
}
