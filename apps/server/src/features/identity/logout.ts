import { identityApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { revokeSession } from '../../core/identity/sessions-repo.ts';
import { ok } from '../../lib/envelope.ts';

/** POST /api/logout: revokes the session the request carries. */
export async function logout(app: FastifyInstance) {
  route(app, identityApi.logout, async ({ req }) => {
    const revoked = req.sessionHash ? await revokeSession(app.db, req.sessionHash) : null;
    if (revoked) app.events.publish(revoked);
    return ok(null);
  });
}
