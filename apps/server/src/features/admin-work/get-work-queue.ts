import { adminWorkApi, callerAdmits, WORK_ITEMS_PER_KIND, WORK_KIND_CALLERS, WORK_KINDS } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import type { WorkSource } from '../../core/work/work-source.ts';
import { ok } from '../../lib/envelope.ts';

/**
 * GET /api/admin/work: what waits on the calling operator, a section per kind of work their roles may open (the rule
 * of that kind's own queue), each read by its feature in one query, all at once.
 */
export function getWorkQueueRoute(sources: readonly WorkSource[]) {
  const inOrder = [...sources].sort((a, b) => WORK_KINDS.indexOf(a.kind) - WORK_KINDS.indexOf(b.kind));
  return async (app: FastifyInstance) => {
    route(app, adminWorkApi.queue, async ({ user, query }) => {
      const now = new Date();
      const asked = inOrder.filter(
        (source) =>
          callerAdmits(WORK_KIND_CALLERS[source.kind], user.roles) &&
          (query.kind === undefined || query.kind === source.kind),
      );
      const sections = await Promise.all(asked.map((source) => source.find(app.db, user, WORK_ITEMS_PER_KIND, now)));
      return ok({ sections });
    });
  };
}
