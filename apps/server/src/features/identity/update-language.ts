import { identityApi } from '@platform/contracts';
import { eq, users } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';

/** POST /api/updateLanguage { language }: the language e-mails and messages use for this user. */
export async function updateLanguage(app: FastifyInstance) {
  route(app, identityApi.updateLanguage, async ({ user, body }) => {
    await app.db.update(users).set({ language: body.language }).where(eq(users.id, user.id));
    // The cached session view carries the language: every node drops it.
    app.events.publish({ type: 'user.profile.changed', userId: user.id });
    return ok(null);
  });
}
