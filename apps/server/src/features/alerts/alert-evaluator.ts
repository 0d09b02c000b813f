// Evaluates the active alerts against every published tick, on the node holding the job lease only. The alerts are
// kept in memory (alert-book.ts), loaded when this node starts evaluating, kept current by the change each create,
// pause, resume or delete announces on the pub/sub seam, and reloaded whole every few minutes as a guard. A tick
// takes what it reaches out of the book at once (so the next tick cannot reach it again), then each is fired by the
// database's conditional update, which also decides between nodes.
import type { Quote } from '@platform/contracts';
import { type Db, eq, priceAlerts } from '@platform/db';
import type { FastifyBaseLogger } from 'fastify';
import { AlertBook, type Reached } from './alert-book.ts';
import { activeWhere, bookedOf } from './alerts-repo.ts';

/** Ticks heard while the book loads are evaluated once it has: at most this many (the newest). */
const HELD_TICKS_MAX = 32;

export interface EvaluatorOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** Whether this node runs the background work (holds the job lease). */
  holding: () => boolean;
  /** Fires one reached alert (once across nodes); true when this call fired it. */
  fire: (id: number, quote: Quote) => Promise<boolean>;
}

export class AlertEvaluator {
  private readonly book = new AlertBook();
  private state: 'idle' | 'loading' | 'loaded' = 'idle';
  /** Changes and ticks heard while loading, applied once the load is in. */
  private heldChanges = new Set<number>();
  private heldTicks: Quote[][] = [];
  private readonly pending = new Set<Promise<unknown>>();
  /** Alerts fired by this node (for the bench and the tests). */
  fired = 0;

  constructor(private readonly options: EvaluatorOptions) {}

  get size() {
    return this.book.size;
  }

  /** A published tick: evaluated here when this node holds the lease; another node forgets what it loaded. */
  onTick(quotes: readonly Quote[]) {
    if (!this.options.holding()) {
      if (this.state !== 'idle') this.unload();
      return;
    }
    if (this.state === 'loaded') {
      this.evaluate(quotes);
      return;
    }
    this.heldTicks.push([...quotes]);
    if (this.heldTicks.length > HELD_TICKS_MAX) this.heldTicks.shift();
    if (this.state === 'idle') void this.track(this.load());
  }

  /**
   * Takes out of the book what the quotes reach and fires each (in the background: `settled` waits for it). Answers
   * what was reached, for the bench and the tests.
   */
  evaluate(quotes: readonly Quote[]): Reached[] {
    const reached: Reached[] = [];
    // The quote that reached each alert, by the alert's place in `reached`.
    const reachedBy: Quote[] = [];
    for (const quote of quotes) {
      if (quote.status !== 'open') continue;
      this.book.reach({ symbol: quote.symbol, last: Number(quote.last), prevClose: Number(quote.prevClose) }, reached);
      while (reachedBy.length < reached.length) reachedBy.push(quote);
    }
    for (let i = 0; i < reached.length; i++) void this.track(this.fireOne(reached[i]!, reachedBy[i]!));
    return reached;
  }

  /** Loads every active alert (again), replacing the book; changes heard meanwhile are applied after. */
  async load(): Promise<void> {
    this.state = 'loading';
    try {
      const rows = await this.options.db
        .select({
          id: priceAlerts.id,
          symbol: priceAlerts.symbol,
          kind: priceAlerts.kind,
          threshold: priceAlerts.threshold,
        })
        .from(priceAlerts)
        .where(activeWhere);
      if (this.state !== 'loading') return;
      this.book.clear();
      for (const row of rows) this.book.put(bookedOf(row));
      this.state = 'loaded';
    } catch (err) {
      this.state = 'idle';
      this.options.log.error({ err }, 'price alerts: loading the active alerts failed; the next tick tries again');
      return;
    }
    const changes = [...this.heldChanges];
    const ticks = this.heldTicks;
    this.heldChanges = new Set();
    this.heldTicks = [];
    await Promise.all(changes.map((id) => this.refresh(id)));
    for (const quotes of ticks) this.evaluate(quotes);
  }

  /** An alert was created, paused, resumed or deleted (on any node): its row is read again. */
  changed(id: number) {
    if (this.state === 'idle') return;
    if (this.state === 'loading') {
      this.heldChanges.add(id);
      return;
    }
    void this.track(this.refresh(id));
  }

  /** The book as the database has it for one alert: indexed while active, out otherwise. */
  private async refresh(id: number) {
    try {
      const [row] = await this.options.db.select().from(priceAlerts).where(eq(priceAlerts.id, id));
      if (this.state !== 'loaded') return;
      if (row && row.firedAt === null && !row.paused) this.book.put(bookedOf(row));
      else this.book.remove(id);
    } catch (err) {
      this.options.log.error({ err, alertId: id }, 'price alerts: an alert could not be read again');
      this.state = 'idle';
    }
  }

  private async fireOne(alert: Reached, quote: Quote) {
    try {
      if (await this.options.fire(alert.id, quote)) this.fired += 1;
    } catch (err) {
      // Not fired: back in the book, so a later tick that still reaches it tries again.
      this.options.log.error({ err, alertId: alert.id }, 'price alerts: firing an alert failed');
      if (this.state === 'loaded') this.book.put(alert);
    }
  }

  private unload() {
    this.state = 'idle';
    this.book.clear();
    this.heldChanges.clear();
    this.heldTicks = [];
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.pending.add(work);
    void work.finally(() => this.pending.delete(work));
    return work;
  }

  /** Resolves once every firing and read under way has ended (tests, shutdown). */
  async settled() {
    while (this.pending.size > 0) await Promise.all(this.pending);
  }
}
