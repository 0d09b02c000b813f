// The position endpoints: list (open with their floating P/L, or closed), close in full or in part, set the stops.
import { tradingApi } from '@platform/contracts';
import { and, desc, eq, tradePositions } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { findPage } from '../../lib/pages.ts';
import { say } from '../../lib/say.ts';
import { tradingAccounts } from './account.ts';
import { closePosition, closePriceNow, lockOpenPosition } from './close-position.ts';
import { setStops } from './set-stops.ts';
import { positionViewOf } from './views.ts';

export async function positionRoutes(app: FastifyInstance) {
  route(app, tradingApi.account, async ({ user }) => ok(await tradingAccounts(app.db, app.trading.market, user.id)));

  route(app, tradingApi.positions, async ({ user, query }) => {
    const where = and(
      eq(tradePositions.userId, user.id),
      eq(tradePositions.state, query.state),
      query.symbol ? eq(tradePositions.symbol, query.symbol) : undefined,
    );
    const order = query.state === 'open' ? desc(tradePositions.openedAt) : desc(tradePositions.closedAt);
    const { rows, total } = await findPage(app.db, tradePositions, where, [order, desc(tradePositions.id)], query);
    const { market } = app.trading;
    return ok({ rows: rows.map((row) => positionViewOf(row, market.quote(row.symbol))), total });
  });

  route(app, tradingApi.closePosition, ({ user, params, body }) => ({
    run: async (tx) => {
      const { market } = app.trading;
      const position = await lockOpenPosition(tx, params.id, user.id);
      if (!position) throw AppError.notFound();
      if (position.state !== 'open') throw AppError.conflict('positionNotOpen');
      const price = closePriceNow(market, position);
      const context = { market, now: new Date(), actorKind: 'user' as const };
      const { closed, remaining } = await closePosition(tx, position, price, 'user', context, body.quantity);
      return {
        msgKey: 'positionClosed',
        data: {
          closed: positionViewOf(closed),
          remaining: remaining ? positionViewOf(remaining, market.quote(remaining.symbol)) : null,
        },
      };
    },
    after: ({ closed }) =>
      app.events.publish({ type: 'trading.position.closed', userId: user.id, positionId: closed.id, reason: 'user' }),
  }));

  route(app, tradingApi.setStops, async ({ user, params, body, req }) => {
    const { market } = app.trading;
    const saved = await app.db.transaction((tx) => setStops(tx, market, user.id, params.id, body));
    return ok(positionViewOf(saved, market.quote(saved.symbol)), say(req, 'stopsSaved'));
  });
}
