import { sessionsApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { findLiveSessions } from '../../core/identity/sessions-repo.ts';
import { ok } from '../../lib/envelope.ts';

/** GET /api/sessions: the account's live sessions, newest first, the one asking marked (and seen now). */
export async function findSessions(app: FastifyInstance) {
  route(app, sessionsApi.find, async ({ user, req }) => {
    const rows = await findLiveSessions(app.db, user.id);
    const now = new Date();
    return ok(
      rows.map((row) => {
        const current = row.tokenHash === req.sessionHash;
        return {
          id: row.publicId,
          device: row.device,
          ip: row.ip,
          signedInAt: row.createdAt.toISOString(),
          lastSeenAt: (current ? now : row.lastSeenAt).toISOString(),
          current,
        };
      }),
    );
  });
}
