import { CODES, sessionsApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../core/audit/record-audit.ts';
import { route } from '../../core/http/route.ts';
import { revokeOwnSession } from '../../core/identity/sessions-repo.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { say } from '../../lib/say.ts';

/** POST /api/sessions/:id/sign-out: ends one of the account's live sessions; another account's is not found. */
export async function signOutSession(app: FastifyInstance) {
  route(app, sessionsApi.signOut, async ({ user, params, req }) => {
    const revoked = await app.db.transaction(async (tx) => {
      const ended = await revokeOwnSession(tx, user.id, params.id);
      if (!ended) throw new AppError(CODES.notFound, 'sessionNotFound');
      await recordAudit(tx, req, {
        action: 'session.signed_out',
        targetType: 'session',
        targetId: params.id,
        subjectUserId: user.id,
      });
      return ended;
    });
    // Evicts the cached session and closes its sockets on every node before this answers.
    app.events.publish(revoked);
    return ok(null, say(req, 'sessionSignedOut'));
  });
}
