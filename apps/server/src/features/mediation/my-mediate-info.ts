import { caseRowView, envelopeOf, myMediateInfoQuery, PORTAL_PATHS, pageOf } from '@platform/contracts';
import { and, count, desc, eq, mediationCases } from '@platform/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { currentUser } from '../../plugins/auth.ts';
import { toCaseRow } from './cases-repo.ts';

/** GET /api/mediate/myMediateInfo?page=&size=&status=: the user's cases, newest first. */
export const myMediateInfo: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PORTAL_PATHS.myMediateInfo,
    {
      schema: {
        tags: ['mediation'],
        querystring: myMediateInfoQuery,
        response: { 200: envelopeOf(pageOf(caseRowView)) },
      },
    },
    async (req) => {
      const { page, size, status } = req.query;
      const where = and(
        eq(mediationCases.userId, currentUser(req).id),
        status ? eq(mediationCases.status, status) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(mediationCases)
          .where(where)
          .orderBy(desc(mediationCases.createdAt), desc(mediationCases.id))
          .limit(size)
          .offset((page - 1) * size),
        app.db.select({ n: count() }).from(mediationCases).where(where),
      ]);
      return ok({ rows: rows.map(toCaseRow), total: total?.n ?? 0 });
    },
  );
};
