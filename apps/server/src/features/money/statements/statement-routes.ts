import { moneyApi, statementQuery } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { buildStatement } from '../../../core/ledger/statement.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { statementCsv } from './statement-csv.ts';
import { statementPdf } from './statement-pdf.ts';

/**
 * GET /api/money/statement (JSON) and GET /api/money/statement/download?format=csv|pdf (the file): opening balance,
 * every movement, closing balance per account and currency for the period.
 */
export async function statementRoutes(app: FastifyInstance) {
  route(app, moneyApi.statement, async ({ user, query }) => ok(await buildStatement(app.db, user.id, query)));

  route(app, moneyApi.statementDownload, async ({ user, query, reply }) => {
    const parsed = statementQuery.safeParse(query);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new AppError(400, null, issue.message, [{ field: issue.path.join('.'), message: issue.message }]);
    }
    const statement = await buildStatement(app.db, user.id, parsed.data);
    const name = `statement-${statement.from}-${statement.to}.${query.format}`;
    reply.header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'private, no-store');
    if (query.format === 'csv') {
      return reply.type('text/csv; charset=utf-8').send(`\uFEFF${statementCsv(statement)}`);
    }
    return reply.type('application/pdf').send(Buffer.from(await statementPdf(statement)));
  });
}
