import { envelopeOf, MONEY_PATHS, statementDownloadQuery, statementQuery, statementView } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildStatement } from '../../../ledger/statement.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { accountLimit } from '../money-routes.ts';
import { statementCsv } from './statement-csv.ts';
import { statementPdf } from './statement-pdf.ts';

/**
 * GET /api/money/statement (JSON) and GET /api/money/statement/download?format=csv|pdf (the file): opening balance,
 * every movement, closing balance per account and currency for the period.
 */
export const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = accountLimit(app, 30);

  app.get(
    MONEY_PATHS.statement,
    {
      preHandler: limit,
      schema: { tags: ['money'], querystring: statementQuery, response: { 200: envelopeOf(statementView) } },
    },
    async (req) => ok(await buildStatement(app.db, currentUser(req).id, req.query)),
  );

  app.get(
    MONEY_PATHS.statementDownload,
    { preHandler: limit, schema: { tags: ['money'], querystring: statementDownloadQuery } },
    async (req, reply) => {
      const parsed = statementQuery.safeParse(req.query);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw new AppError(400, null, issue.message, [{ field: issue.path.join('.'), message: issue.message }]);
      }
      const statement = await buildStatement(app.db, currentUser(req).id, parsed.data);
      const name = `statement-${statement.from}-${statement.to}.${req.query.format}`;
      reply
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store');
      if (req.query.format === 'csv') {
        return reply.type('text/csv; charset=utf-8').send(`\uFEFF${statementCsv(statement)}`);
      }
      return reply.type('application/pdf').send(Buffer.from(await statementPdf(statement)));
    },
  );
};
