import { mediationAdminApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { ok } from '../../../lib/envelope.ts';
import { deadlineSettingViews } from './deadline-settings.ts';

/** GET /api/admin/mediation/deadlines: each deadline kind's length as it applies now (mediators and admins). */
export async function findDeadlinesRoute(app: FastifyInstance) {
  route(app, mediationAdminApi.deadlines, async () => ok(await deadlineSettingViews(app.db)));
}
