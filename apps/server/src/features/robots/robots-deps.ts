// What the robots need of the app: the database, the order desk (quotes, terms, fills, closes, the account), the
// simulator's recorded bars (strategy signals and backtests), the domain events, the log and whether this is a sandbox.
import type { Bar } from '@platform/contracts';
import type { Db } from '@platform/db';
import type { DomainEvent } from '../../core/events/domain-events.ts';
import type { OrderDesk } from '../../core/trading/order-desk.ts';

export interface RecordedBars {
  /** The symbol's minute bars from `from` to `to` (ms), oldest first. */
  minutes(symbol: string, from: number, to: number): readonly Pick<Bar, 'time' | 'close'>[];
}

export interface RobotDeps {
  db: Db;
  desk: OrderDesk;
  bars: RecordedBars;
  publish(event: DomainEvent): void;
  log: { error(obj: unknown, msg: string): void; warn(obj: unknown, msg: string): void };
}

const DAY_MS = 86_400_000;

/** The last `count` minute closes up to `now` (the minute in progress as it stands), oldest first. */
export function minuteCloses(bars: RecordedBars, symbol: string, count: number, now: number): number[] {
  if (count <= 0) return [];
  const days = Math.min(60, Math.ceil(count / 1440) + 2);
  return bars
    .minutes(symbol, now - days * DAY_MS, now)
    .slice(-count)
    .map((b) => Number(b.close));
}
