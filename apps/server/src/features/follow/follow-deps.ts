// What the strategy runner and the settlement need of the app: the database, the order desk (quotes, fills, closes,
// the institution's account), the market's minute closes, the domain events and the log.
import type { Db } from '@platform/db';
import type { DomainEvent } from '../../core/events/domain-events.ts';
import type { OrderDesk } from '../../core/trading/order-desk.ts';

export interface MinuteCloses {
  /** The symbol's last `count` minute closes up to `now` (the minute in progress as it stands), oldest first. */
  closes(symbol: string, count: number, now: number): number[];
}

export interface FollowDeps {
  db: Db;
  desk: OrderDesk;
  bars: MinuteCloses;
  publish(event: DomainEvent): void;
  log: { error(obj: unknown, msg: string): void; warn(obj: unknown, msg: string): void };
}
