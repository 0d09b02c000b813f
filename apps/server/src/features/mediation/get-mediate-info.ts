import { mediationApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';
import { ownCase, toCaseDetail } from './cases-repo.ts';

/** GET /api/mediate/getInfo?id=: one of the user's cases with its evidence and history. */
export async function getMediateInfo(app: FastifyInstance) {
  route(app, mediationApi.case, async ({ user, query }) =>
    ok(await toCaseDetail(app.db, await ownCase(app.db, user.id, query.id))),
  );
}
