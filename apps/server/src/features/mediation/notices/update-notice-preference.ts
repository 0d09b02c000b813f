import { mediationNoticesApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { ok } from '../../../lib/envelope.ts';
import { noticePreferenceViews, setNoticePreference } from './notice-preferences.ts';

/** POST /api/mediate/notices: e-mail on or off for one kind; turning a required kind off is refused by its schema. */
export async function updateNoticePreference(app: FastifyInstance) {
  route(app, mediationNoticesApi.updateNoticePreference, async ({ user, body }) => {
    await setNoticePreference(app.db, user.id, body);
    return ok(await noticePreferenceViews(app.db, user.id));
  });
}
