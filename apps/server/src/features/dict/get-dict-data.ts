import { systemApi } from '@platform/contracts';
import { asc, dictEntries, eq } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';

/** GET /api/dict/data?dictType=: a dictionary's entries in order. */
export async function getDictData(app: FastifyInstance) {
  route(app, systemApi.dictData, async ({ query, reply }) => {
    const rows = await app.db
      .select({ dictLabel: dictEntries.dictLabel, dictValue: dictEntries.dictValue })
      .from(dictEntries)
      .where(eq(dictEntries.dictType, query.dictType))
      .orderBy(asc(dictEntries.sort), asc(dictEntries.id));
    reply.header('cache-control', 'public, max-age=300');
    return ok(rows);
  });
}
