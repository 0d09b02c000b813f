// GET /api/ws: the live quote stream. Quotes are public, so subscribing needs no sign-in; `auth` attaches a user
// for streams that will need one.
import { MESSAGES, WS_LIMITS, type WsClientMessage, wsClientMessage } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { ClientSession } from './client-session.ts';
import { userIdOfToken } from './ws-auth.ts';

const MAX_MESSAGE_BYTES = 16 * 1024;
const HEARTBEAT_MS = 30_000;

export async function wsRoute(app: FastifyInstance) {
  const hub = app.quoteHub;
  // A client that stops answering pings is gone: free its subscriptions.
  const heartbeat = setInterval(() => {
    for (const socket of app.websocketServer.clients) {
      const state = socket as typeof socket & { isAlive?: boolean };
      if (state.isAlive === false) {
        socket.terminate();
        continue;
      }
      state.isAlive = false;
      socket.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  app.addHook('onClose', async () => clearInterval(heartbeat));

  app.get('/ws', { websocket: true, schema: { hide: true } }, (socket, req) => {
    const session = new ClientSession(socket);
    session.userId = req.user?.id ?? null;
    hub.add(session);
    (socket as typeof socket & { isAlive?: boolean }).isAlive = true;
    socket.on('pong', () => {
      (socket as typeof socket & { isAlive?: boolean }).isAlive = true;
    });
    socket.on('close', () => {
      hub.remove(session);
      app.supportFeed.forget(session);
    });
    socket.on('error', () => {
      hub.remove(session);
      app.supportFeed.forget(session);
    });

    const handle = async (message: WsClientMessage) => {
      switch (message.op) {
        case 'ping':
          session.send({ type: 'pong' });
          return;
        case 'auth': {
          const userId = await userIdOfToken(app.db, message.token);
          if (userId === null) session.send({ type: 'error', msg: MESSAGES.loginExpired.en });
          else {
            if (session.userId !== userId) app.supportFeed.forget(session);
            session.userId = userId;
            session.send({ type: 'authenticated', userId });
          }
          return;
        }
        case 'subscribe': {
          const { subscribed, unknown, overLimit } = hub.subscribe(session, message.topics);
          if (overLimit) {
            session.send({ type: 'error', msg: `At most ${WS_LIMITS.topicsPerClient} topics per connection` });
            return;
          }
          if (unknown.length > 0) session.send({ type: 'error', msg: `Unknown topics: ${unknown.join(', ')}` });
          if (subscribed.length > 0) {
            session.send({ type: 'subscribed', topics: subscribed });
            hub.snapshot(session, subscribed);
          }
          return;
        }
        case 'unsubscribe':
          session.send({ type: 'unsubscribed', topics: hub.unsubscribe(session, message.topics) });
          return;
        case 'support.watch':
        case 'support.typing':
          await app.supportFeed.handle(session, message);
          return;
      }
    };

    let pending: Promise<void> = Promise.resolve();
    socket.on('message', (data, isBinary) => {
      const text = isBinary ? null : data.toString();
      if (text === null || text.length > MAX_MESSAGE_BYTES) {
        session.send({ type: 'error', msg: 'Messages must be JSON text of at most 16 KB' });
        return;
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        session.send({ type: 'error', msg: 'Messages must be JSON' });
        return;
      }
      const parsed = wsClientMessage.safeParse(json);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
        session.send({ type: 'error', msg: `Invalid message: ${where}${issue?.message ?? 'unknown shape'}` });
        return;
      }
      // One message at a time, in order: `auth` finishes before the watch sent right after it.
      pending = pending
        .then(() => handle(parsed.data))
        .catch((error: unknown) => {
          req.log.error({ err: error }, 'websocket message failed');
          session.send({ type: 'error', msg: MESSAGES.internalError.en });
        });
    });
  });
}
