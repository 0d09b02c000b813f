import type { FastifyInstance } from 'fastify';
import { findSessions } from './find-sessions.ts';
import { signOutOthers } from './sign-out-others.ts';
import { signOutSession } from './sign-out-session.ts';

export { registerSessionActivity } from './session-activity.ts';

/** The signed-in account's sessions: list, sign one out, sign out every other. */
export async function sessionsRoutes(app: FastifyInstance) {
  await app.register(findSessions);
  await app.register(signOutSession);
  await app.register(signOutOthers);
}
