import { dictEntry, dictQuery, envelopeOf, z } from '@platform/contracts';
import { asc, dictEntries, eq } from '@platform/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';

/** GET /api/dict/data?dictType=: a dictionary's entries in order. */
export const getDictData: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dict/data',
    { schema: { tags: ['dict'], querystring: dictQuery, response: { 200: envelopeOf(z.array(dictEntry)) } } },
    async (req, reply) => {
      const rows = await app.db
        .select({ dictLabel: dictEntries.dictLabel, dictValue: dictEntries.dictValue })
        .from(dictEntries)
        .where(eq(dictEntries.dictType, req.query.dictType))
        .orderBy(asc(dictEntries.sort), asc(dictEntries.id));
      reply.header('cache-control', 'public, max-age=300');
      return ok(rows);
    },
  );
};
