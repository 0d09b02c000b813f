// A robot's positions and what they earned, from the trading records: its income is the realised P/L of its own closed
// positions after their opening and closing fees, with the floating P/L of the open ones apart. A position handed back
// to the user stops being the robot's at that moment (what it closed before still counts). A part the user closed by
// hand is its own closed row (`splitFrom` the robot's position) and counts as the robot's too.
import type { RobotTradeView } from '@platform/contracts';
import {
  type Db,
  inArray,
  or,
  type RobotPositionRow,
  robotPositions,
  type TradePositionRow,
  tradePositions,
} from '@platform/db';
import { Big, ZERO } from '../../core/ledger/amounts.ts';

export interface RobotBook {
  links: RobotPositionRow[];
  positions: TradePositionRow[];
}

/** The links and trading rows of the robots `ids`, by robot. */
export async function loadBooks(db: Db, ids: readonly number[]): Promise<Map<number, RobotBook>> {
  const books = new Map<number, RobotBook>(ids.map((id) => [id, { links: [], positions: [] }]));
  if (ids.length === 0) return books;
  const links = await db
    .select()
    .from(robotPositions)
    .where(inArray(robotPositions.robotId, [...ids]));
  if (links.length === 0) return books;
  const linked = links.map((l) => l.positionId);
  const rows = await db
    .select()
    .from(tradePositions)
    .where(or(inArray(tradePositions.id, linked), inArray(tradePositions.splitFrom, linked)));
  const linkOf = new Map(links.map((l) => [l.positionId, l]));
  for (const link of links) books.get(link.robotId)!.links.push(link);
  for (const row of rows) {
    const link = linkOf.get(row.id) ?? (row.splitFrom === null ? undefined : linkOf.get(row.splitFrom));
    if (link) books.get(link.robotId)!.positions.push(row);
  }
  return books;
}

const money = (value: Big) => value.toFixed(2);

/** Whether the row is the robot's: not handed back, or closed before it was. */
function ownedBy(link: RobotPositionRow | undefined, row: TradePositionRow) {
  if (!link?.handedBackAt) return true;
  return row.state === 'closed' && row.closedAt !== null && row.closedAt <= link.handedBackAt;
}

export interface RobotIncome {
  realizedPnl: string;
  unrealizedPnl: string;
  tradingFees: string;
  marginInUse: string;
  openPositions: number;
  /** The trade log, newest first. */
  trades: RobotTradeView[];
}

/** `floating` is the floating P/L of the user's open positions at the live quotes, by position id. */
export function incomeOf(book: RobotBook, floating: ReadonlyMap<number, string>): RobotIncome {
  const linkOf = new Map(book.links.map((l) => [l.positionId, l]));
  let realized = ZERO;
  let unrealized = ZERO;
  let fees = ZERO;
  let margin = ZERO;
  let open = 0;
  const trades: RobotTradeView[] = [];
  for (const row of book.positions) {
    const link = linkOf.get(row.id) ?? (row.splitFrom === null ? undefined : linkOf.get(row.splitFrom));
    const owned = ownedBy(link, row);
    let net: Big | null = null;
    let float: string | null = null;
    if (owned) {
      fees = fees.plus(row.openFee);
      if (row.state === 'closed') {
        fees = fees.plus(row.closeFee ?? '0');
        net = new Big(row.realizedPnl ?? '0').minus(row.openFee).minus(row.closeFee ?? '0');
        realized = realized.plus(net);
      } else {
        open += 1;
        margin = margin.plus(row.margin);
        float = floating.get(row.id) ?? null;
        if (float !== null) unrealized = unrealized.plus(float);
      }
    }
    trades.push({
      orderId: row.orderId,
      positionId: row.id,
      side: row.side,
      quantity: row.quantity,
      openPrice: row.openPrice,
      openedAt: row.openedAt.toISOString(),
      openFee: money(new Big(row.openFee)),
      state: owned ? row.state : 'handed_back',
      closePrice: owned ? row.closePrice : null,
      closedAt: owned ? (row.closedAt?.toISOString() ?? null) : null,
      closeFee: owned && row.closeFee !== null ? money(new Big(row.closeFee)) : null,
      realizedPnl: net === null ? null : money(net),
      floatingPnl: float === null ? null : money(new Big(float)),
      margin: money(new Big(row.margin)),
    });
  }
  trades.sort((a, b) => b.openedAt.localeCompare(a.openedAt) || b.positionId - a.positionId);
  return {
    realizedPnl: money(realized),
    unrealizedPnl: money(unrealized),
    tradingFees: money(fees),
    marginInUse: money(margin),
    openPositions: open,
    trades,
  };
}
