import { marketAdminApi, type newsEditBody, type z } from '@platform/contracts';
import { desc, eq, marketNews } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { insertAudited, updateAudited } from '../../../core/audit/audited-change.ts';
import { recordAudit } from '../../../core/audit/record-audit.ts';
import { route } from '../../../core/http/route.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { listOrder } from '../../../lib/list-order.ts';
import { findPage } from '../../../lib/pages.ts';
import type { Market } from '../market-service.ts';
import { toAdminNewsView } from '../news-views.ts';

type NewsEdit = z.output<typeof newsEditBody>;

function checkSymbols(market: Market, symbols: string[]) {
  const index = symbols.findIndex((symbol) => !market.instrument(symbol));
  if (index < 0) return [...new Set(symbols)];
  const message = `Unknown symbol: ${symbols[index]}`;
  throw new AppError(400, null, message, [{ field: `symbols.${index}`, message }]);
}

const fieldsOf = (body: NewsEdit, symbols: string[]) => ({
  title: body.title,
  summary: body.summary,
  body: body.body,
  symbols,
  source: body.source || null,
  published: body.published,
});

/** What each of the news list's sort names orders by. */
const SORTABLE = { publishedAt: marketNews.publishedAt, updatedAt: marketNews.updatedAt };

/** GET /api/admin/market/news: every item, newest first or in the order asked. */
export async function findAdminNewsRoute(app: FastifyInstance) {
  route(app, marketAdminApi.news, async ({ query }) => {
    const order = listOrder(query.sort, SORTABLE, marketNews.id, [desc(marketNews.id)]);
    const { rows, total } = await findPage(app.db, marketNews, undefined, order, query);
    return ok({ rows: rows.map(toAdminNewsView), total });
  });
}

/** POST /api/admin/market/news, /news/:id/update and /news/:id/delete: written, published and removed with a reason. */
export async function editNewsRoutes(app: FastifyInstance) {
  route(app, marketAdminApi.createNews, async ({ body, user, req }) => {
    const symbols = checkSymbols(app.market, body.symbols);
    const values = { ...fieldsOf(body, symbols), publishedAt: body.published ? new Date() : null, createdBy: user.id };
    const row = await app.db.transaction(async (tx) =>
      insertAudited(tx, req, marketNews, values, {
        action: 'market.news.create',
        targetType: 'market_news',
        reason: body.reason,
        detail: (created) => ({ title: created.title, published: created.published }),
      }),
    );
    return ok(toAdminNewsView(row));
  });

  route(app, marketAdminApi.updateNews, async ({ params, body, req }) => {
    const symbols = checkSymbols(app.market, body.symbols);
    const row = await app.db.transaction(async (tx) => {
      const [before] = await tx.select().from(marketNews).where(eq(marketNews.id, params.id)).for('update');
      if (!before) throw AppError.notFound();
      const publishedAt = body.published ? (before.publishedAt ?? new Date()) : null;
      const values = { ...fieldsOf(body, symbols), publishedAt };
      return updateAudited(tx, req, marketNews, params.id, values, {
        action: 'market.news.update',
        targetType: 'market_news',
        reason: body.reason,
        detail: (updated) => ({ title: updated.title, published: updated.published, wasPublished: before.published }),
      });
    });
    return ok(toAdminNewsView(row));
  });

  route(app, marketAdminApi.deleteNews, async ({ params, body, req }) => {
    await app.db.transaction(async (tx) => {
      const [deleted] = await tx.delete(marketNews).where(eq(marketNews.id, params.id)).returning();
      if (!deleted) throw AppError.notFound();
      await recordAudit(tx, req, {
        action: 'market.news.delete',
        targetType: 'market_news',
        targetId: params.id,
        reason: body.reason,
        detail: { title: deleted.title },
      });
    });
    return ok(null);
  });
}
