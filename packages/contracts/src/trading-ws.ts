// The trading center's part of the /api/ws protocol: after `auth`, a client watches its own trading (`trading.watch`)
// and hears what the order engine did for it (a resting order filled or ended, a position closed at a stop or
// stopped out, a margin call), so open screens refresh at once instead of polling.
import type { PositionClosedReason } from './trading.ts';
import { z } from './zod.ts';

export const tradingWsClientMessages = [z.object({ op: z.literal('trading.watch') })] as const;

export type TradingEvent =
  | { kind: 'order.filled'; orderId: number; positionId: number }
  | { kind: 'order.ended'; orderId: number; status: 'expired' | 'rejected'; reason: string }
  | { kind: 'position.closed'; positionId: number; reason: PositionClosedReason }
  | { kind: 'margin.call'; currency: string; marginLevel: string | null };

export type TradingWsServerMessage = { type: 'trading.watching' } | { type: 'trading.event'; event: TradingEvent };
