// The trading back office: settings per class (admins; every change audited with its reason and the old values),
// and read-only orders, positions and the house's exposure. Nothing here can set a price or touch a fill.
import { CURRENCY_DECIMALS, closingPrice, positionPnl, sumDecimals, tradingAdminApi } from '@platform/contracts';
import {
  type AnyColumn,
  and,
  asc,
  type Db,
  desc,
  eq,
  type SQL,
  sql,
  tradeOrders,
  tradePositions,
  tradingSettings,
  users,
} from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../../core/audit/record-audit.ts';
import { route } from '../../../core/http/route.ts';
import { ok } from '../../../lib/envelope.ts';
import { listOrder } from '../../../lib/list-order.ts';
import { type Pageable, type PageWanted, pageOf } from '../../../lib/pages.ts';
import { say } from '../../../lib/say.ts';
import { allSettings, settingsOf, settingsView } from '../settings.ts';
import { orderViewOf, positionViewOf } from '../views.ts';

/** The user as the lists show them: their name, or their e-mail without one. */
const username = sql<string>`coalesce(${users.username}, ${users.email})`;
/** What the lists sort by (the contracts' ADMIN_ORDER_SORTS and ADMIN_POSITION_SORTS). */
const orderSorts = { createdAt: tradeOrders.createdAt, user: username, symbol: tradeOrders.symbol };
const positionSorts = { openedAt: tradePositions.openedAt, user: username, symbol: tradePositions.symbol };

type UsersTable = typeof tradeOrders | typeof tradePositions;

/**
 * A page of users' orders or positions, newest first or by one of `sorts` either way, each with its user's name:
 * filtered by the user and the symbol asked for and by `state` (the order's status or the position's state).
 */
function findUsersRows<T extends UsersTable, S extends string>(
  db: Db,
  table: T,
  state: SQL | undefined,
  sorts: Record<S, AnyColumn | SQL>,
  query: PageWanted & { userId?: number; symbol?: string; sort?: S | `-${S}` },
) {
  const where = and(
    query.userId ? eq(table.userId, query.userId) : undefined,
    state,
    query.symbol ? eq(table.symbol, query.symbol) : undefined,
  );
  // Both tables carry the columns used here; one stands for the other in the builder's types.
  const rows = table as typeof tradeOrders;
  const list = db
    .select({ row: rows, username })
    .from(rows)
    .innerJoin(users, eq(users.id, rows.userId))
    .where(where)
    .orderBy(...listOrder(query.sort, sorts, rows.id, [desc(rows.id)]));
  return pageOf(db, list as unknown as Pageable<{ row: T['$inferSelect']; username: string }>, table, where, query);
}

export async function tradingAdminRoutes(app: FastifyInstance) {
  route(app, tradingAdminApi.settings, async () => ok({ classes: (await allSettings(app.db)).map(settingsView) }));

  route(app, tradingAdminApi.updateSettings, async ({ params, body, req, user }) => {
    const { reason, ...settings } = body;
    const saved = await app.db.transaction(async (tx) => {
      const before = await settingsOf(tx, params.class);
      const [row] = await tx
        .insert(tradingSettings)
        .values({ class: params.class, ...settings, updatedBy: user.id, updatedAt: new Date() })
        .onConflictDoUpdate({
          target: tradingSettings.class,
          set: { ...settings, updatedBy: user.id, updatedAt: new Date() },
        })
        .returning();
      await recordAudit(tx, req, {
        action: 'trading.settings.update',
        targetType: 'trading_class',
        targetId: params.class,
        reason,
        detail: { before: settingsView(before), after: settingsView(row!) },
      });
      return row!;
    });
    return ok(settingsView(saved), say(req, 'tradingSettingsSaved'));
  });

  route(app, tradingAdminApi.orders, async ({ query }) => {
    const status = query.status ? eq(tradeOrders.status, query.status) : undefined;
    const { rows, total } = await findUsersRows(app.db, tradeOrders, status, orderSorts, query);
    return ok({
      rows: rows.map((r) => ({ ...orderViewOf(r.row), userId: r.row.userId, username: r.username })),
      total,
    });
  });

  route(app, tradingAdminApi.positions, async ({ query }) => {
    const state = query.state ? eq(tradePositions.state, query.state) : undefined;
    const { rows, total } = await findUsersRows(app.db, tradePositions, state, positionSorts, query);
    const { market } = app.trading;
    return ok({
      rows: rows.map((r) => ({
        ...positionViewOf(r.row, market.quote(r.row.symbol)),
        userId: r.row.userId,
        username: r.username,
      })),
      total,
    });
  });

  route(app, tradingAdminApi.exposure, async () => {
    const open = await app.db
      .select()
      .from(tradePositions)
      .where(eq(tradePositions.state, 'open'))
      .orderBy(asc(tradePositions.symbol));
    const { market } = app.trading;
    const bySymbol = new Map<string, typeof open>();
    for (const row of open) bySymbol.set(row.symbol, [...(bySymbol.get(row.symbol) ?? []), row]);
    const rows = [...bySymbol].map(([symbol, positions]) => {
      const first = positions[0]!;
      const quote = market.quote(symbol);
      const long = positions.filter((p) => p.side === 'buy').reduce((n, p) => n + p.quantity, 0);
      const short = positions.filter((p) => p.side === 'sell').reduce((n, p) => n + p.quantity, 0);
      const decimals = CURRENCY_DECIMALS[first.currency];
      const pnls = positions.map((p) => {
        const mark = quote ? closingPrice(p.side, quote) : null;
        return mark ? positionPnl(p.side, p.openPrice, mark, p.quantity, p.multiplier, decimals) : null;
      });
      const known = pnls.every((p): p is string => p !== null);
      return {
        symbol,
        name: first.name,
        currency: first.currency,
        longQuantity: long,
        shortQuantity: short,
        netQuantity: long - short,
        positions: positions.length,
        markPrice: quote?.last ?? null,
        usersFloatingPnl: known ? sumDecimals(pnls as string[], decimals) : null,
      };
    });
    return ok({ rows, time: Date.now() });
  });
}
