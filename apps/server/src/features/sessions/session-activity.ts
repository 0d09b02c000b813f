// What the sessions feature does beside its routes: marks each signed-in request's session as seen (written in one
// statement a minute, see core/identity/last-seen.ts), and tells the owner of a sign-in from a new device, in the inbox
// (the `session.newDevice` event, which the inbox turns into a message) and by e-mail.
import type { FastifyInstance } from 'fastify';
import { LastSeen } from '../../core/identity/last-seen.ts';
import { newDeviceSignIn } from './new-device.ts';
import { newDeviceMail } from './new-device-mail.ts';

declare module 'fastify' {
  interface FastifyInstance {
    lastSeen: LastSeen;
    /** Resolves once every new-device notice of the sign-ins so far is sent (for tests and shutdown). */
    sessionNoticesSettled(): Promise<void>;
  }
}

/** How often the marks of the sessions seen are written. */
export const LAST_SEEN_INTERVAL_MS = 60_000;

export function registerSessionActivity(app: FastifyInstance) {
  const lastSeen = new LastSeen(app.db, (err) => app.log.error({ err }, 'sessions: last-seen times not written'));
  app.decorate('lastSeen', lastSeen);
  // Every route's, on the root: the session is known once auth's onRequest ran.
  app.decorateRequest('openedSession', null);
  app.addHook('onResponse', (req, reply, done) => {
    if (req.sessionHash) lastSeen.seen(req.sessionHash);
    // A sign-in answered: its transaction committed before the answer left (a failed one answers otherwise).
    if (req.openedSession && reply.statusCode === 200)
      app.events.publish({ type: 'session.opened', ...req.openedSession });
    done();
  });
  app.addHook('onReady', async () => lastSeen.start(LAST_SEEN_INTERVAL_MS));
  app.addHook('preClose', async () => {
    lastSeen.stop();
    await lastSeen.flush();
  });

  const pending = new Set<Promise<void>>();
  // Only the node that published the sign-in hears it here, so each is told once.
  app.events.observe((event) => {
    if (event.type !== 'session.opened') return;
    const notice = newDeviceSignIn(app.db, event.tokenHash).then(async (found) => {
      if (!found) return;
      app.events.publish(found.event);
      await app.mailer.send(newDeviceMail(found));
    });
    const done = notice.catch((err: unknown) =>
      app.log.error({ err, userId: event.userId }, 'sessions: a new-device notice was not sent'),
    );
    pending.add(done);
    void done.finally(() => pending.delete(done));
  });
  app.decorate('sessionNoticesSettled', async () => {
    await Promise.all(pending);
  });
  app.addHook('preClose', async () => {
    await Promise.all(pending);
  });
}
