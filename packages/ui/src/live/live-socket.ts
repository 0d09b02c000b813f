// An app's one live connection to /api/ws, without React: reference-counted quote subscriptions, reconnects with
// capped, jittered exponential backoff, and subscribes again to everything it had after each reconnect. A signed-in
// screen may also watch its user's trading news (what the order engine did) and inbox (the unread count); any screen
// the news of the topics it shows (a catalogue, a back-office queue, a case: news-ws.ts), a respondent's page with the
// link's token. Each is watched again after each reconnect.
import type {
  InboxApp,
  InboxWsServerMessage,
  NewsTopic,
  Quote,
  TradingEvent,
  WsClientMessage,
  WsServerMessage,
} from '@platform/contracts';
import { quoteTopic } from '@platform/contracts';
import type { StoreApi } from 'zustand';
import type { SessionState } from '../session/session-store.ts';

/** idle: nothing subscribed yet; live: connected; reconnecting: lost and retrying; offline: the browser has no network. */
export type SocketState = 'idle' | 'live' | 'reconnecting' | 'offline';

type QuoteListener = (quote: Quote) => void;
type TradingListener = (event: TradingEvent) => void;
type InboxListener = (message: InboxWsServerMessage) => void;

export interface LiveSocketOptions {
  url: () => string;
  getToken?: () => string | null;
  /** The app whose unread count the inbox watch hears (the trade app's unless named). */
  inboxApp?: InboxApp;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** For tests: the WebSocket constructor. */
  createSocket?: (url: string) => WebSocket;
}

/** The page's own server's /api/ws, as a WebSocket address. */
export const liveSocketUrl = () => `${location.origin.replace(/^http/, 'ws')}/api/ws`;

/** A server message from a frame's text; null when it is not JSON. */
export function serverMessageOf(data: unknown): WsServerMessage | null {
  try {
    return JSON.parse(String(data)) as WsServerMessage;
  } catch {
    return null;
  }
}

/** The delay before reconnect attempt `attempt` (0-based): doubling from base, capped, with "full jitter" in its upper half. */
export function backoffDelay(attempt: number, baseMs: number, maxMs: number, random = Math.random): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export function createLiveSocket(options: LiveSocketOptions) {
  const baseDelay = options.baseDelayMs ?? 500;
  const maxDelay = options.maxDelayMs ?? 15_000;
  const open = options.createSocket ?? ((url: string) => new WebSocket(url));
  const listeners = new Map<string, Set<QuoteListener>>();
  const tradingListeners = new Set<TradingListener>();
  const inboxListeners = new Set<InboxListener>();
  const newsListeners = new Map<NewsTopic, Set<() => void>>();
  /** The respondent link tokens the news watchers named, by topic (a respondent's page is not signed in). */
  const newsTokens = new Map<NewsTopic, string>();
  const wanted = () =>
    listeners.size > 0 || tradingListeners.size > 0 || inboxListeners.size > 0 || newsListeners.size > 0;
  const stateListeners = new Set<() => void>();
  let socket: WebSocket | null = null;
  let state: SocketState = 'idle';
  /** The server confirmed `trading.watch` on this connection (reset by every new watch, sign-in and close). */
  let tradingWatched = false;
  /** The server answered `inbox.watch` on this connection (its first unread count); reset as tradingWatched is. */
  let inboxWatched = false;
  /** The topics the server last confirmed watching on this connection (reset as tradingWatched is). */
  let newsWatched: readonly NewsTopic[] = [];
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const notify = () => {
    for (const listener of stateListeners) listener();
  };
  const setState = (next: SocketState) => {
    if (state === next) return;
    state = next;
    notify();
  };
  const setTradingWatched = (next: boolean) => {
    if (tradingWatched === next) return;
    tradingWatched = next;
    notify();
  };
  const setInboxWatched = (next: boolean) => {
    if (inboxWatched === next) return;
    inboxWatched = next;
    notify();
  };
  const watchInboxNow = () => {
    setInboxWatched(false);
    send({ op: 'inbox.watch', ...(options.inboxApp ? { app: options.inboxApp } : {}) });
  };
  const watchTradingNow = () => {
    setTradingWatched(false);
    send({ op: 'trading.watch' });
  };
  const setNewsWatched = (next: readonly NewsTopic[]) => {
    if (next.length === 0 && newsWatched.length === 0) return;
    newsWatched = next;
    notify();
  };
  /** Watches exactly the topics listened to now (the server replaces what the connection watched). */
  const watchNewsNow = () => {
    const respondentToken = newsTokens.values().next().value;
    if (!options.getToken?.() && respondentToken === undefined) return;
    setNewsWatched([]);
    send({ op: 'news.watch', topics: [...newsListeners.keys()], ...(respondentToken ? { respondentToken } : {}) });
  };

  const send = (message: WsClientMessage) => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  };

  /** Signs the socket in with the current token (if any) and watches again what the screens watch. */
  const signIn = () => {
    const token = options.getToken?.();
    if (token) {
      send({ op: 'auth', token });
      if (tradingListeners.size > 0) watchTradingNow();
      if (inboxListeners.size > 0) watchInboxNow();
    }
    if (newsListeners.size > 0) watchNewsNow();
  };

  const connect = () => {
    clearTimeout(retryTimer);
    const ws = open(options.url());
    socket = ws;
    ws.onopen = () => {
      attempt = 0;
      signIn();
      if (listeners.size > 0) send({ op: 'subscribe', topics: [...listeners.keys()] });
      setState('live');
    };
    ws.onmessage = (event) => {
      const message = serverMessageOf(event.data);
      if (message === null) return;
      if (message.type === 'trading.watching') {
        setTradingWatched(true);
        return;
      }
      if (message.type === 'trading.event') {
        for (const listener of tradingListeners) listener(message.event);
        return;
      }
      if (message.type === 'news.watching') {
        setNewsWatched(message.topics);
        return;
      }
      if (message.type === 'news.changed') {
        for (const listener of newsListeners.get(message.topic) ?? []) listener();
        return;
      }
      if (message.type === 'inbox.unread') {
        setInboxWatched(true);
        for (const listener of inboxListeners) listener(message);
        return;
      }
      if (message.type !== 'quotes') return;
      for (const quote of message.data)
        for (const listener of listeners.get(quoteTopic(quote.symbol)) ?? []) listener(quote);
    };
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = null;
      setTradingWatched(false);
      setInboxWatched(false);
      setNewsWatched([]);
      if (!wanted()) {
        setState('idle');
        return;
      }
      scheduleReconnect();
    };
  };

  const scheduleReconnect = () => {
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    setState(offline ? 'offline' : 'reconnecting');
    retryTimer = setTimeout(connect, backoffDelay(attempt++, baseDelay, maxDelay));
  };

  const ensureConnected = () => {
    if (!socket && state !== 'reconnecting' && state !== 'offline') connect();
  };

  const disconnect = () => {
    clearTimeout(retryTimer);
    const ws = socket;
    socket = null;
    ws?.close();
    setTradingWatched(false);
    setInboxWatched(false);
    setNewsWatched([]);
    setState('idle');
  };

  if (typeof window !== 'undefined') {
    // Back online: try at once rather than waiting out the backoff.
    window.addEventListener('online', () => {
      if (wanted() && !socket) connect();
    });
    window.addEventListener('offline', () => {
      if (state !== 'idle') setState('offline');
    });
  }

  return {
    /** Listens to a symbol's quotes; the returned function stops. The topic is subscribed while anyone listens. */
    subscribeQuote(symbol: string, listener: QuoteListener): () => void {
      const topic = quoteTopic(symbol);
      let set = listeners.get(topic);
      if (!set) {
        set = new Set();
        listeners.set(topic, set);
        send({ op: 'subscribe', topics: [topic] });
      }
      set.add(listener);
      ensureConnected();
      return () => {
        const current = listeners.get(topic);
        if (!current?.delete(listener) || current.size > 0) return;
        listeners.delete(topic);
        send({ op: 'unsubscribe', topics: [topic] });
        if (!wanted()) disconnect();
      };
    },
    /** Hears what the order engine did for the signed-in user while anyone listens; the returned function stops. */
    watchTrading(listener: TradingListener): () => void {
      const first = tradingListeners.size === 0;
      tradingListeners.add(listener);
      if (first && options.getToken?.()) watchTradingNow();
      ensureConnected();
      notify();
      return () => {
        tradingListeners.delete(listener);
        if (!wanted()) disconnect();
        else notify();
      };
    },
    /** Hears the signed-in user's unread count (at once, then on every change) while anyone listens. */
    watchInbox(listener: InboxListener): () => void {
      const first = inboxListeners.size === 0;
      inboxListeners.add(listener);
      if (first && options.getToken?.()) watchInboxNow();
      ensureConnected();
      notify();
      return () => {
        inboxListeners.delete(listener);
        if (!wanted()) disconnect();
        else notify();
      };
    },
    /**
     * Hears when `topic` changed while anyone listens; the returned function stops. A respondent's page names its
     * link's token, which lets the server admit a socket that is not signed in to that case.
     */
    watchNews(topic: NewsTopic, listener: () => void, respondentToken?: string): () => void {
      let set = newsListeners.get(topic);
      if (respondentToken) newsTokens.set(topic, respondentToken);
      if (!set) {
        set = new Set();
        newsListeners.set(topic, set);
        watchNewsNow();
      }
      set.add(listener);
      ensureConnected();
      notify();
      return () => {
        const current = newsListeners.get(topic);
        if (!current?.delete(listener)) return;
        if (current.size === 0) {
          // The server is told what is still watched (nothing, maybe), so it stops sending the rest.
          newsListeners.delete(topic);
          newsTokens.delete(topic);
          watchNewsNow();
        }
        if (!wanted()) disconnect();
        else notify();
      };
    },
    /** The user signed in (or as someone else) while the socket was open: sign it in again. */
    tokenChanged: signIn,
    getState: () => state,
    /**
     * Whether the user's trading news is being heard now: the socket is open, the server confirmed the watch, and a
     * screen listens. While it is, trading screens need not poll (onStateChange tells when this changes).
     */
    tradingHeard: () => state === 'live' && tradingWatched && tradingListeners.size > 0,
    /** Whether the user's inbox news is heard now (as tradingHeard): screens waiting on a decision need not poll. */
    inboxHeard: () => state === 'live' && inboxWatched && inboxListeners.size > 0,
    /** Whether `topic`'s news is heard now (as tradingHeard): its screens need not poll. */
    newsHeard: (topic: NewsTopic) => state === 'live' && newsWatched.includes(topic) && newsListeners.has(topic),
    onStateChange(listener: () => void): () => void {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    /** Topics with at least one listener (for tests and diagnostics). */
    topics: () => [...listeners.keys()],
  };
}

export type LiveSocket = ReturnType<typeof createLiveSocket>;

/**
 * An app's live socket, signed in with its session's token: signing in while the socket is open signs the socket in
 * too; a log-out ends the session, and the server closes the socket, which comes back anonymous.
 */
export function sessionSocket(
  session: Pick<StoreApi<SessionState>, 'getState' | 'subscribe'>,
  options: Omit<LiveSocketOptions, 'url' | 'getToken'> = {},
): LiveSocket {
  const socket = createLiveSocket({
    url: liveSocketUrl,
    getToken: () => session.getState().token,
    ...options,
  });
  session.subscribe((state, previous) => {
    if (state.token !== null && state.token !== previous.token) socket.tokenChanged();
  });
  return socket;
}
