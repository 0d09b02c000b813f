// GET /api/ws: the live quote stream. Quotes are public, so subscribing needs no sign-in; `auth` attaches a user
// for streams that will need one. A signed-in socket closes when its session ends (see SessionSockets); an anonymous
// one is held to the limits of AnonymousSockets.
import { MESSAGES, WS_LIMITS, type WsClientMessage, wsClientMessage } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { AnonymousSockets, TOO_MANY_ANONYMOUS } from './anonymous-sockets.ts';
import { AuthAttempts, WS_AUTH_LIMITS } from './auth-attempts.ts';
import { ClientSession } from './client-session.ts';
import { type CloseSocket, SESSION_ENDED } from './session-sockets.ts';
import { sessionOfToken } from './ws-auth.ts';

/** The largest message the protocol has (200 topics of 32 characters is under half of it): the WebSocket server
 * refuses a longer frame from its header, with 1009, before reading it. */
export const MAX_MESSAGE_BYTES = 16 * 1024;
const HEARTBEAT_MS = 30_000;
/** Messages one socket may have waiting to be handled. The trade app subscribes a topic per frame as a screen's
 * prices mount (a long list sends dozens at once); a client with hundreds waiting is flooding, and its backlog
 * would be work every other request waits behind. */
export const MAX_MESSAGES_IN_FLIGHT = 256;
export const TOO_MANY_IN_FLIGHT = { code: 1008, reason: 'Too many messages in flight' } as const;

export async function wsRoute(app: FastifyInstance) {
  const hub = app.quoteHub;
  const sessionSockets = app.sessionSockets;
  const anonymous = new AnonymousSockets({
    perIp: app.config.WS_ANONYMOUS_PER_IP,
    idleMs: app.config.WS_ANONYMOUS_IDLE_MS,
  });
  const authAttempts = new AuthAttempts();
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
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    anonymous.close();
  });

  app.get('/ws', { websocket: true, schema: { hide: true } }, (socket, req) => {
    const session = new ClientSession(socket);
    const leave = () => {
      hub.remove(session);
      app.supportFeed.forget(session);
      app.tradingFeed.forget(session);
      app.inboxFeed.forget(session);
      app.newsFeed.forget(session);
      sessionSockets.forget(session);
      anonymous.release(session);
    };
    const close: CloseSocket = (code, reason) => {
      leave();
      socket.close(code, reason);
    };
    // A token in the upgrade request's Authorization header signs the socket in at once.
    session.userId = req.user?.id ?? null;
    session.sessionHash = req.sessionHash ?? null;
    session.roles = req.user?.roles ?? [];
    session.twoFactor = req.user?.twoFactor ?? false;
    if (!sessionSockets.signedIn(session, close)) {
      session.userId = null;
      session.sessionHash = null;
      session.roles = [];
      session.twoFactor = false;
      if (!anonymous.admit(session, req.ip, close)) {
        socket.close(TOO_MANY_ANONYMOUS.code, TOO_MANY_ANONYMOUS.reason);
        return;
      }
    }
    hub.add(session);
    (socket as typeof socket & { isAlive?: boolean }).isAlive = true;
    socket.on('pong', () => {
      (socket as typeof socket & { isAlive?: boolean }).isAlive = true;
    });
    socket.on('close', leave);
    socket.on('error', leave);

    const handle = async (message: WsClientMessage) => {
      switch (message.op) {
        case 'ping':
          session.send({ type: 'pong' });
          return;
        case 'auth': {
          const found = await sessionOfToken(app, message.token);
          if (found === null) {
            session.send({ type: 'error', msg: MESSAGES.loginExpired.en });
            return;
          }
          authAttempts.succeeded(req.ip);
          if (session.userId !== found.user.id) {
            app.supportFeed.forget(session);
            app.tradingFeed.forget(session);
            app.inboxFeed.forget(session);
            app.newsFeed.forget(session);
          }
          session.userId = found.user.id;
          session.sessionHash = found.hash;
          session.roles = found.user.roles;
          session.twoFactor = found.user.twoFactor;
          // Revoked while it was being checked: it ends like any socket of that session.
          if (!sessionSockets.signedIn(session, close)) return close(SESSION_ENDED.code, SESSION_ENDED.reason);
          anonymous.release(session);
          session.send({ type: 'authenticated', userId: found.user.id });
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
          if (session.symbols.size === 0) anonymous.startClock(session);
          return;
        case 'support.watch':
        case 'support.typing':
          await app.supportFeed.handle(session, message);
          return;
        case 'trading.watch':
          app.tradingFeed.handle(session, message);
          return;
        case 'inbox.watch':
          app.inboxFeed.handle(session, message);
          return;
        case 'news.watch':
          await app.newsFeed.handle(session, message);
          if (session.topics.size === 0 && session.symbols.size === 0) anonymous.startClock(session);
          return;
      }
    };

    let pending: Promise<void> = Promise.resolve();
    let inFlight = 0;
    socket.on('message', (data, isBinary) => {
      // Closing (a session ended, or the socket idled): what it still sends is not acted on.
      if (socket.readyState !== socket.OPEN) return;
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
      // Counted before any work is queued for it: a flood ends here, not in the database.
      if (parsed.data.op === 'auth' && !authAttempts.admit(socket, req.ip)) {
        return close(WS_AUTH_LIMITS.closeWith.code, WS_AUTH_LIMITS.closeWith.reason);
      }
      if (inFlight >= MAX_MESSAGES_IN_FLIGHT) return close(TOO_MANY_IN_FLIGHT.code, TOO_MANY_IN_FLIGHT.reason);
      inFlight += 1;
      // One message at a time, in order: `auth` finishes before the watch sent right after it.
      pending = pending
        .then(() => handle(parsed.data))
        .catch((error: unknown) => {
          req.log.error({ err: error }, 'websocket message failed');
          session.send({ type: 'error', msg: MESSAGES.internalError.en });
        })
        .finally(() => {
          inFlight -= 1;
        });
    });
  });
}
