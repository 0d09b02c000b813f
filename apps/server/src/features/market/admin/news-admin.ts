import { adminNewsView, envelopeOf, newsEditBody, pageOf, pageQuerySchema, reasonSchema, z } from '@platform/contracts';
import { count, desc, eq, marketNews } from '@platform/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import type { Market } from '../market-service.ts';
import { toAdminNewsView } from '../news-views.ts';

const newsParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const deleteNewsBody = z.object({ reason: reasonSchema });
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

/** GET /api/admin/market/news: every item, newest first. */
export const findAdminNewsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/news',
    { schema: { tags: ['admin'], querystring: pageQuerySchema, response: { 200: envelopeOf(pageOf(adminNewsView)) } } },
    async (req) => {
      const { pageNum, pageSize } = req.query;
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(marketNews)
          .orderBy(desc(marketNews.id))
          .limit(pageSize)
          .offset((pageNum - 1) * pageSize),
        app.db.select({ n: count() }).from(marketNews),
      ]);
      return ok({ rows: rows.map(toAdminNewsView), total: total?.n ?? 0 });
    },
  );
};

/** POST /api/admin/market/news, /news/:id/update and /news/:id/delete: written, published and removed with a reason. */
export const editNewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/news',
    { schema: { tags: ['admin'], body: newsEditBody, response: { 200: envelopeOf(adminNewsView) } } },
    async (req) => {
      const symbols = checkSymbols(app.market, req.body.symbols);
      const row = await app.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(marketNews)
          .values({
            ...fieldsOf(req.body, symbols),
            publishedAt: req.body.published ? new Date() : null,
            createdBy: currentUser(req).id,
          })
          .returning();
        await recordAudit(tx, req, {
          action: 'market.news.create',
          targetType: 'market_news',
          targetId: created!.id,
          reason: req.body.reason,
          detail: { title: created!.title, published: created!.published },
        });
        return created!;
      });
      return ok(toAdminNewsView(row));
    },
  );

  app.post(
    '/news/:id/update',
    {
      schema: { tags: ['admin'], params: newsParams, body: newsEditBody, response: { 200: envelopeOf(adminNewsView) } },
    },
    async (req) => {
      const symbols = checkSymbols(app.market, req.body.symbols);
      const row = await app.db.transaction(async (tx) => {
        const [before] = await tx.select().from(marketNews).where(eq(marketNews.id, req.params.id)).for('update');
        if (!before) throw AppError.notFound();
        const publishedAt = req.body.published ? (before.publishedAt ?? new Date()) : null;
        const [updated] = await tx
          .update(marketNews)
          .set({ ...fieldsOf(req.body, symbols), publishedAt, updatedAt: new Date() })
          .where(eq(marketNews.id, req.params.id))
          .returning();
        await recordAudit(tx, req, {
          action: 'market.news.update',
          targetType: 'market_news',
          targetId: req.params.id,
          reason: req.body.reason,
          detail: { title: updated!.title, published: updated!.published, wasPublished: before.published },
        });
        return updated!;
      });
      return ok(toAdminNewsView(row));
    },
  );

  app.post(
    '/news/:id/delete',
    { schema: { tags: ['admin'], params: newsParams, body: deleteNewsBody, response: { 200: envelopeOf(z.null()) } } },
    async (req) => {
      await app.db.transaction(async (tx) => {
        const [deleted] = await tx.delete(marketNews).where(eq(marketNews.id, req.params.id)).returning();
        if (!deleted) throw AppError.notFound();
        await recordAudit(tx, req, {
          action: 'market.news.delete',
          targetType: 'market_news',
          targetId: req.params.id,
          reason: req.body.reason,
          detail: { title: deleted.title },
        });
      });
      return ok(null);
    },
  );
};
