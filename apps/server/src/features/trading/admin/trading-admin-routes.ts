// The trading back office: settings per class (admins; every change audited with its reason and the old values),
// and read-only orders, positions and the house's exposure. Nothing here can set a price or touch a fill.
import { CURRENCY_DECIMALS, closingPrice, positionPnl, sumDecimals, tradingAdminApi } from '@platform/contracts';
import { and, asc, count, desc, eq, sql, tradeOrders, tradePositions, tradingSettings, users } from '@platform/db';

const username = sql<string>`coalesce(${users.username}, ${users.email})`;

import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../../core/audit/record-audit.ts';
import { route } from '../../../core/http/route.ts';
import { ok } from '../../../lib/envelope.ts';
import { say } from '../../../lib/say.ts';
import { allSettings, settingsOf, settingsView } from '../settings.ts';
import { orderViewOf, positionViewOf } from '../views.ts';

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
    const where = and(
      query.userId ? eq(tradeOrders.userId, query.userId) : undefined,
      query.status ? eq(tradeOrders.status, query.status) : undefined,
      query.symbol ? eq(tradeOrders.symbol, query.symbol) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      app.db
        .select({ order: tradeOrders, username })
        .from(tradeOrders)
        .innerJoin(users, eq(users.id, tradeOrders.userId))
        .where(where)
        .orderBy(desc(tradeOrders.id))
        .limit(query.pageSize)
        .offset((query.pageNum - 1) * query.pageSize),
      app.db.select({ n: count() }).from(tradeOrders).where(where),
    ]);
    return ok({
      rows: rows.map((r) => ({ ...orderViewOf(r.order), userId: r.order.userId, username: r.username })),
      total: total?.n ?? 0,
    });
  });

  route(app, tradingAdminApi.positions, async ({ query }) => {
    const where = and(
      query.userId ? eq(tradePositions.userId, query.userId) : undefined,
      query.state ? eq(tradePositions.state, query.state) : undefined,
      query.symbol ? eq(tradePositions.symbol, query.symbol) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      app.db
        .select({ position: tradePositions, username })
        .from(tradePositions)
        .innerJoin(users, eq(users.id, tradePositions.userId))
        .where(where)
        .orderBy(desc(tradePositions.id))
        .limit(query.pageSize)
        .offset((query.pageNum - 1) * query.pageSize),
      app.db.select({ n: count() }).from(tradePositions).where(where),
    ]);
    const { market } = app.trading;
    return ok({
      rows: rows.map((r) => ({
        ...positionViewOf(r.position, market.quote(r.position.symbol)),
        userId: r.position.userId,
        username: r.username,
      })),
      total: total?.n ?? 0,
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
