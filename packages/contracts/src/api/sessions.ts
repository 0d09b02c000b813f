// The signed-in account's sessions (issue 28 §9), for users and operators alike: list them, sign one out, or every one
// but the current. Each sign-out ends the session at once, its open sockets too.
import { endpoint, perAccount } from '../endpoint.ts';
import { sessionParams, sessionView, signedOutCount } from '../sessions.ts';
import { z } from '../zod.ts';

const signedIn = { tag: 'sessions', caller: 'user' } as const;
const signOuts = perAccount(60, { bucket: 'session-sign-outs' });

export const sessionsApi = {
  /** Newest first; the current one is marked. Only live sessions (not ended, not expired). */
  find: endpoint({ ...signedIn, method: 'GET', path: '/sessions', response: z.array(sessionView) }),
  /** Another account's session is not found (404), as is one already ended. */
  signOut: endpoint({
    ...signedIn,
    method: 'POST',
    path: '/sessions/:id/sign-out',
    params: sessionParams,
    response: z.null(),
    rateLimit: signOuts,
  }),
  /** Every live session of the account but the one this request carries. */
  signOutOthers: endpoint({
    ...signedIn,
    method: 'POST',
    path: '/sessions/sign-out-others',
    response: signedOutCount,
    rateLimit: signOuts,
  }),
} as const;
