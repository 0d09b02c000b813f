import { mediationNoticesApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { ok } from '../../../lib/envelope.ts';
import { noticePreferenceViews } from './notice-preferences.ts';

/** GET /api/mediate/notices: each kind of case notice and whether it reaches the caller by e-mail. */
export async function findNoticePreferences(app: FastifyInstance) {
  route(app, mediationNoticesApi.noticePreferences, async ({ user }) =>
    ok(await noticePreferenceViews(app.db, user.id)),
  );
}
