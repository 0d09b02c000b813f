import { type Bar, type Instrument, marketNotesApi, marketNoteView, type Quote } from '@platform/contracts';
import { marketNotes } from '@platform/db';
import { describe, expect, it } from 'vitest';
import { call } from '../../../testing/api.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { collectNotes, finishedSessions } from './collect-notes.ts';
import { type ClosingQuote, highNote, moverNotes } from './compute-notes.ts';
import { runMarketNotes } from './notes-job.ts';
import { writeNotes } from './write-notes.ts';

const t = useTestApp({ admin: false });

const DAY = '2026-11-24';
const CLOSED_AT = Date.UTC(2026, 10, 24, 21, 0);

/** A stock's closing quote with the figures of a known path: previous close and close. */
function closing(instrument: Instrument, prevClose: string, last: string, status: Quote['status'] = 'closed') {
  const change = (Number(last) - Number(prevClose)).toFixed(2);
  const changePercent = ((Number(change) / Number(prevClose)) * 100).toFixed(2);
  const quote = {
    ...t.app.market.quote(instrument.symbol)!,
    tradingDate: DAY,
    status,
    last,
    prevClose,
    change,
    changePercent,
  };
  return { instrument, quote } satisfies ClosingQuote;
}

describe('simulated market notes, computed from a known price path', () => {
  it('name the largest rise and the largest fall of the session, with the figures behind them', () => {
    const [a, b, c, d] = t.app.market.instruments().filter((i) => i.class === 'stock');
    const path = [
      closing(a!, '100.00', '103.00'), // +3.00 %
      closing(b!, '50.00', '54.00'), // +8.00 %: the largest rise
      closing(c!, '80.00', '76.00'), // −5.00 %: the largest fall
      closing(d!, '10.00', '20.00', 'halted'), // +100 % but halted: did not trade to the close
    ];
    const notes = moverNotes({ tradingDate: DAY, closedAt: CLOSED_AT }, path);
    expect(notes).toEqual([
      {
        eventKey: `top_gainer:${DAY}`,
        kind: 'top_gainer',
        symbol: b!.symbol,
        tradingDate: DAY,
        observedAt: new Date(CLOSED_AT),
        figures: {
          currency: b!.currency,
          last: '54.00',
          prevClose: '50.00',
          change: '4.00',
          changePercent: '8.00',
          high: null,
          previousHigh: null,
          compared: 3,
        },
      },
      expect.objectContaining({
        eventKey: `top_loser:${DAY}`,
        symbol: c!.symbol,
        figures: expect.objectContaining({ last: '76.00', changePercent: '-5.00', compared: 3 }),
      }),
    ]);
    // A session where nothing fell has no "largest fall".
    expect(moverNotes({ tradingDate: DAY, closedAt: CLOSED_AT }, path.slice(0, 2)).map((n) => n.kind)).toEqual([
      'top_gainer',
    ]);
  });

  it("note an index's new 52-week high only when the session's high tops every high of the 52 weeks before", () => {
    const index = t.app.market.instruments().find((i) => i.class === 'index')!;
    const dateMs = Date.UTC(2026, 10, 24);
    const bar = (daysBefore: number, high: string): Bar => ({
      time: dateMs - daysBefore * 86_400_000,
      open: '100.00',
      high,
      low: '90.00',
      close: '99.00',
      volume: 1,
    });
    const session = { tradingDate: DAY, dateMs, closedAt: CLOSED_AT };
    const entry = closing(index, '98.00', '99.00');
    // 400 days ago is outside the 52 weeks: its 200.00 does not count.
    const history = [bar(400, '200.00'), bar(300, '120.00'), bar(1, '110.00')];
    expect(highNote(session, entry, [...history, bar(0, '120.50')])).toMatchObject({
      eventKey: `high_52w:${index.symbol}:${DAY}`,
      figures: { high: '120.50', previousHigh: '120.00', last: '99.00' },
    });
    expect(highNote(session, entry, [...history, bar(0, '120.00')])).toBeNull();
    expect(highNote(session, entry, [bar(0, '120.00')])).toBeNull();
  });

  it("match the simulator's own record of its last sessions: the notes' movers are its largest closing moves", () => {
    const now = Date.now();
    const { notes } = collectNotes(t.app.market, now);
    const stocks = t.app.market.instruments().filter((i) => i.class === 'stock');
    const sessions = finishedSessions(stocks[0]!.sessionId, now, t.app.market.alwaysOpen, 3);
    expect(sessions).toHaveLength(3);
    for (const session of sessions) {
      const quotes = stocks.map((s) => t.app.market.simulator.quote(s.symbol, session.end - 1)!);
      const percents = quotes.map((q) => Number(q.changePercent));
      const gainer = notes.find((n) => n.eventKey === `top_gainer:${session.tradingDate}`);
      if (Math.max(...percents) > 0) expect(Number(gainer?.figures.changePercent)).toBe(Math.max(...percents));
      const loser = notes.find((n) => n.eventKey === `top_loser:${session.tradingDate}`);
      if (Math.min(...percents) < 0) expect(Number(loser?.figures.changePercent)).toBe(Math.min(...percents));
      const named = quotes.find((q) => q.symbol === gainer?.symbol);
      expect(named?.last).toBe(gainer?.figures.last);
    }
  });
});

describe('the market notes job', () => {
  it('stores each note once, whether the job runs twice or twenty writers race, and serves them newest first', async () => {
    const now = Date.now();
    const first = await runMarketNotes(t.app, now);
    expect(first).toBeGreaterThanOrEqual(2);
    expect(await runMarketNotes(t.app, now)).toBe(0);
    // A node that stored a session's notes does not read that session again; it still sees a new halt.
    const stored = new Set<string>();
    await runMarketNotes(t.app, now, stored);
    expect(stored.size).toBeGreaterThan(0);
    expect(collectNotes(t.app.market, now, stored)).toEqual({ notes: [], sessions: [] });

    // A week on, with an instrument halted: twenty writers at once store the new notes once between them.
    const later = now + 7 * 86_400_000;
    const halted = t.app.market.instruments().find((i) => i.class === 'stock')!;
    t.app.market.halt(halted.symbol, later - 60_000);
    const { notes } = collectNotes(t.app.market, later);
    expect(notes.map((n) => n.kind)).toContain('halt');
    const runs = await Promise.all(Array.from({ length: 20 }, () => writeNotes(t.app.db, notes)));
    const rows = await t.app.db.select({ eventKey: marketNotes.eventKey }).from(marketNotes);
    expect(new Set(rows.map((r) => r.eventKey)).size).toBe(rows.length);
    for (const { eventKey } of notes) expect(rows.map((r) => r.eventKey)).toContain(eventKey);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(rows.length - first);
    expect(await runMarketNotes(t.app, later)).toBe(0);
    t.app.market.resume(halted.symbol);

    const res = await call(t.app, 'GET', `/api${marketNotesApi.find.path}?limit=20`);
    expect(res.status).toBe(200);
    const served = res.body.data as unknown[];
    for (const note of served) expect(marketNoteView.safeParse(note).success).toBe(true);
    const halt = res.body.data.find((n: { kind: string }) => n.kind === 'halt');
    expect(halt).toMatchObject({
      symbol: halted.symbol,
      name: halted.name,
      observedAt: new Date(later - 60_000).toISOString(),
    });
    const times = res.body.data.map((n: { observedAt: string }) => n.observedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect((await call(t.app, 'GET', `/api${marketNotesApi.find.path}?limit=21`)).status).toBe(400);
  });
});
