// The market news a sandbox installation starts with, so the news list is not empty until an operator writes one:
// the simulator's own events of its last finished sessions (each session's largest rise and fall among US stocks, an
// index's new 52-week high), each written up as a dated news item with the figures the simulator recorded (the same
// notes the market notes job stores, from collect-notes). Every item says it is sandbox content and names its
// source; operators edit, unpublish or delete them in the back office like any other news. Seeded only when no news
// exists (a first start, under the bootstrap's exclusive lock), never in production (the caller decides), each
// creation audited with no operator (the system).
import type { Instrument } from '@platform/contracts';
import { auditLog, type Db, marketNews } from '@platform/db';
import { collectNotes, type NoteSource } from './notes/collect-notes.ts';
import type { NoteDraft } from './notes/compute-notes.ts';

export const SEED_NEWS_SOURCE = 'Sandbox market simulator';
export const SEED_REASON = 'Sandbox content seeded at the first start';

const SANDBOX_NOTE =
  'Sandbox content: written at the first start from the market simulator’s own recorded prices. It reports simulated prices, not news about any real company or index; operators edit or withdraw it in the back office.';

/** A decimal string with its thousands grouped ("15800.00" → "15,800.00"), sign dropped; never through a number. */
export function grouped(value: string): string {
  const [whole, fraction] = value.replace(/^-/, '').split('.') as [string, string | undefined];
  const withCommas = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? withCommas : `${withCommas}.${fraction}`;
}

/** A trading date as words: "2026-11-24" → "November 24, 2026". */
export function tradingDateWords(date: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

export interface NewsDraft {
  title: string;
  summary: string;
  body: string;
  symbols: string[];
  publishedAt: Date;
}

/** A note of the simulator's record written up as a news item; null for kinds not worth a news item (a halt). */
export function newsOfNote(note: NoteDraft, name: string): NewsDraft | null {
  const f = note.figures;
  const date = tradingDateWords(note.tradingDate);
  const who = `${name} (${note.symbol})`;
  const base = { symbols: [note.symbol], publishedAt: note.observedAt };
  if ((note.kind === 'top_gainer' || note.kind === 'top_loser') && f.prevClose && f.change && f.changePercent) {
    const rose = note.kind === 'top_gainer';
    const sign = rose ? '+' : '−';
    const last = `${grouped(f.last)} ${f.currency}`;
    return {
      ...base,
      title: `${who} ${rose ? 'rose' : 'fell'} ${sign}${grouped(f.changePercent)}% on ${date}, the largest ${rose ? 'gain' : 'fall'} among simulated US stocks`,
      summary: `Closed at ${last}, ${rose ? 'up' : 'down'} ${grouped(f.change)} from ${grouped(f.prevClose)}.`,
      body: [
        `In the ${date} session of the sandbox’s simulated market, ${who} closed at ${last}, ${rose ? 'up' : 'down'} ${grouped(f.change)} ${f.currency} (${sign}${grouped(f.changePercent)}%) from the previous close of ${grouped(f.prevClose)} ${f.currency}: the largest ${rose ? 'rise' : 'fall'} among the ${f.compared} US stocks the simulator quotes.`,
        SANDBOX_NOTE,
      ].join('\n\n'),
    };
  }
  if (note.kind === 'high_52w' && f.high && f.previousHigh) {
    return {
      ...base,
      title: `${who} set a new 52-week high on ${date}`,
      summary: `The session’s high of ${grouped(f.high)} topped the previous 52-week high of ${grouped(f.previousHigh)}.`,
      body: [
        `In the ${date} session of the sandbox’s simulated market, ${who} reached ${grouped(f.high)}, above its previous 52-week high of ${grouped(f.previousHigh)}, and closed at ${grouped(f.last)}.`,
        SANDBOX_NOTE,
      ].join('\n\n'),
    };
  }
  return null;
}

export interface NewsSource extends NoteSource {
  instrument(symbol: string): Pick<Instrument, 'name'> | undefined;
}

/** Seeds news of the simulator's last sessions when the installation has none; returns how many it created. */
export async function seedMarketNews(db: Db, market: NewsSource, now = Date.now()): Promise<number> {
  const drafts = collectNotes(market, now)
    .notes.flatMap((note) => {
      const news = newsOfNote(note, market.instrument(note.symbol)?.name ?? note.symbol);
      return news ? [news] : [];
    })
    .sort((a, b) => a.publishedAt.getTime() - b.publishedAt.getTime());
  if (drafts.length === 0) return 0;
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: marketNews.id }).from(marketNews).limit(1);
    if (existing) return 0;
    const created = await tx
      .insert(marketNews)
      .values(drafts.map((d) => ({ ...d, source: SEED_NEWS_SOURCE, published: true, createdBy: null })))
      .returning();
    await tx.insert(auditLog).values(
      created.map((row) => ({
        actorId: null,
        action: 'market.news.create',
        targetType: 'market_news',
        targetId: String(row.id),
        reason: SEED_REASON,
        detail: { after: { title: row.title, symbols: row.symbols, published: true }, seeded: true },
        ip: null,
      })),
    );
    return created.length;
  });
}
