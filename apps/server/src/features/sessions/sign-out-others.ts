import { sessionsApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { recordUserAudit } from '../../core/audit/record-audit.ts';
import { route } from '../../core/http/route.ts';
import { revokeUserSessions } from '../../core/identity/sessions-repo.ts';
import { ok } from '../../lib/envelope.ts';
import { say } from '../../lib/say.ts';

/** POST /api/sessions/sign-out-others: ends every session of the account but the one asking. */
export async function signOutOthers(app: FastifyInstance) {
  route(app, sessionsApi.signOutOthers, async ({ user, req }) => {
    // A signed-in request always carries its session; the guard keeps a missing one from ending every session.
    const keep = req.sessionHash;
    if (!keep) return ok({ signedOut: 0 });
    const revoked = await app.db.transaction(async (tx) => {
      const ended = await revokeUserSessions(tx, user.id, keep);
      await recordUserAudit(tx, req, user.id, 'session.signed_out_others', {
        detail: { sessions: ended.tokenHashes.length },
      });
      return ended;
    });
    if (revoked.tokenHashes.length > 0) app.events.publish(revoked);
    return ok({ signedOut: revoked.tokenHashes.length }, say(req, 'otherSessionsSignedOut'));
  });
}
