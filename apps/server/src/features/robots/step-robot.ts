// One step of a running robot, in one transaction with its row locked (so a step, a stop and the sandbox's step-now
// never interleave): its open positions and the market's minute closes go to its strategy, whose closes go first (so
// purchases have the margin they free), then its purchases, each through the order desk at the live quote (ask to buy,
// bid to sell), origin 'robot', leverage 1, in a savepoint: one the desk refuses (margin, a halt) leaves nothing and
// becomes the robot's note. A purchase that would take the robot's open margin above its allocation is skipped.
import { type Db, eq, type RobotRow, robotPositions, robots } from '@platform/db';
import type { DomainEvent } from '../../core/events/domain-events.ts';
import { Big } from '../../core/ledger/amounts.ts';
import { AppError } from '../../lib/app-error.ts';
import { marginOf, openLots } from './robot-book.ts';
import { minuteCloses, type RobotDeps } from './robots-deps.ts';
import { closesNeeded, decide } from './strategies/index.ts';

type Note = { key: string; params?: Record<string, string> } | null;

async function setNote(tx: Db, row: RobotRow, note: Note, now: Date, memory = row.memory) {
  await tx
    .update(robots)
    .set({ lastStepAt: now, note: note?.key ?? null, noteParams: note?.params ?? null, memory, updatedAt: now })
    .where(eq(robots.id, row.id));
}

/**
 * Steps the robot if it is running; answers the number of orders and closes it placed. Each fill and close moved the
 * user's money (a fee, a profit or loss), so each is told like the user's own, once the step has committed.
 */
export async function stepRobot(deps: RobotDeps, robotId: number, now = new Date()): Promise<number> {
  const told: DomainEvent[] = [];
  const done = await step(deps, robotId, now, told);
  for (const event of told) deps.publish(event);
  return done;
}

async function step(deps: RobotDeps, robotId: number, now: Date, told: DomainEvent[]): Promise<number> {
  const { desk } = deps;
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(robots).where(eq(robots.id, robotId)).for('update');
    if (row?.status !== 'running') return 0;
    if (row.expiresAt && row.expiresAt <= now) return 0;
    const quote = desk.quote(row.symbol);
    if (quote?.status !== 'open' || !quote.ask || !quote.bid) {
      await setNote(tx, row, { key: 'robotNoteMarketClosed' }, now);
      return 0;
    }
    const held = await openLots(tx, row.id);
    const closes = minuteCloses(deps.bars, row.symbol, closesNeeded(row.params), now.getTime());
    const decision = decide({
      params: row.params,
      ask: quote.ask,
      bid: quote.bid,
      closes,
      held,
      memory: row.memory,
      now,
    });
    let note: Note = decision.waiting ? { key: 'robotNoteWaitingData' } : null;
    let done = 0;
    let bought = true;
    const attempt = async (work: (sp: Db) => Promise<void>) => {
      try {
        await tx.transaction(async (sp) => work(sp as unknown as Db));
        done += 1;
        return true;
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        note = { key: 'robotNoteRefused', params: { reason: err.message, reasonKey: err.messageKey ?? '' } };
        deps.log.warn({ robotId, refused: err.messageKey }, 'robots: the desk refused an order');
        return false;
      }
    };
    for (const intent of decision.intents) {
      if (intent.kind !== 'close') continue;
      if (!held.some((lot) => lot.positionId === intent.positionId)) continue;
      const closed = await attempt(async (sp) => {
        await desk.closeAt(sp, row.userId, intent.positionId);
      });
      if (closed)
        told.push({
          type: 'trading.position.closed',
          userId: row.userId,
          positionId: intent.positionId,
          reason: 'robot',
        });
    }
    for (const intent of decision.intents) {
      if (intent.kind !== 'buy') continue;
      const order = { symbol: row.symbol, quantity: intent.quantity, leverage: 1, price: quote.ask };
      const used = marginOf(await openLots(tx, row.id));
      let margin: string;
      try {
        margin = (await desk.cost(tx, row.userId, order)).margin;
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        note = { key: 'robotNoteRefused', params: { reason: err.message, reasonKey: err.messageKey ?? '' } };
        bought = false;
        continue;
      }
      if (used.plus(margin).gt(new Big(row.allocation))) {
        note = { key: 'robotNoteOverAllocation' };
        bought = false;
        continue;
      }
      let fill: { orderId: number; positionId: number } | undefined;
      const ok = await attempt(async (sp) => {
        const filled = await desk.fillAt(sp, row.userId, { ...order, side: 'buy', origin: 'robot', chargeFee: true });
        await sp.insert(robotPositions).values({
          positionId: filled.position.id,
          robotId: row.id,
          orderId: filled.order.id,
          level: intent.level,
          createdAt: now,
        });
        fill = { orderId: filled.order.id, positionId: filled.position.id };
      });
      if (ok && fill) told.push({ type: 'trading.order.filled', userId: row.userId, ...fill });
      bought &&= ok;
    }
    // A strategy's memory (the DCA's last purchase) moves on only when its purchases went through.
    await setNote(tx, row, note, now, bought ? decision.memory : row.memory);
    return done;
  });
}
