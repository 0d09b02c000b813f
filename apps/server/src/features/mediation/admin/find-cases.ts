import { mediationAdminApi, OPEN_CASE_STATES } from '@platform/contracts';
import { and, asc, eq, inArray, isNull, mediationCases } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { textOrOwnerEmail } from '../../../core/identity/user-names.ts';
import { ok } from '../../../lib/envelope.ts';
import { listOrder } from '../../../lib/list-order.ts';
import { findPage } from '../../../lib/pages.ts';
import { toAdminCaseRows } from './admin-case-views.ts';

/**
 * GET /api/admin/mediation/cases: the case queue, oldest first so the longest-waiting case is on top, or in the order
 * asked (by deadline, last change, filing).
 */
export async function findCasesRoute(app: FastifyInstance) {
  route(app, mediationAdminApi.cases, async ({ query, user }) => {
    const { status, scope, disputeType, mediatorId, q, sort } = query;
    const where = and(
      status ? eq(mediationCases.status, status) : undefined,
      scope === 'open' ? inArray(mediationCases.status, [...OPEN_CASE_STATES]) : undefined,
      disputeType ? eq(mediationCases.disputeType, disputeType) : undefined,
      mediatorId === 0 ? isNull(mediationCases.mediatorId) : undefined,
      mediatorId ? eq(mediationCases.mediatorId, mediatorId) : undefined,
      textOrOwnerEmail(app.db, q, mediationCases.userId, [
        mediationCases.trackingNumber,
        mediationCases.counterpartyName,
      ]),
    );
    const sorts = {
      createdAt: mediationCases.createdAt,
      deadlineAt: mediationCases.deadlineAt,
      updatedAt: mediationCases.updatedAt,
    };
    const oldestFirst = [asc(mediationCases.createdAt), asc(mediationCases.id)];
    const order = listOrder(sort, sorts, mediationCases.id, oldestFirst);
    const { rows, total } = await findPage(app.db, mediationCases, where, order, query);
    return ok({ rows: await toAdminCaseRows(app.db, rows, user.roles), total });
  });
}
