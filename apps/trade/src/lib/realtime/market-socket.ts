// The market data WebSocket (/api/ws), without React: reference-counted topic subscriptions, reconnects with capped,
// jittered exponential backoff, and resubscribes everything it had after each reconnect. A signed-in screen may also
// watch its user's trading news (what the order engine did), inbox (the unread count) and the product catalogues its
// screens show (changed for everyone), watched again after each reconnect.
import type {
  Catalogue,
  InboxWsServerMessage,
  Quote,
  TradingEvent,
  WsClientMessage,
  WsServerMessage,
} from '@platform/contracts';
import { quoteTopic } from '@platform/contracts';

/** idle: nothing subscribed yet; live: connected; reconnecting: lost and retrying; offline: the browser has no network. */
export type SocketState = 'idle' | 'live' | 'reconnecting' | 'offline';

type QuoteListener = (quote: Quote) => void;
type TradingListener = (event: TradingEvent) => void;
type InboxListener = (message: InboxWsServerMessage) => void;

export interface MarketSocketOptions {
  url: () => string;
  getToken?: () => string | null;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** For tests: the WebSocket constructor. */
  createSocket?: (url: string) => WebSocket;
}

/** The delay before reconnect attempt `attempt` (0-based): doubling from base, capped, with "full jitter" in its upper half. */
export function backoffDelay(attempt: number, baseMs: number, maxMs: number, random = Math.random): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export function createMarketSocket(options: MarketSocketOptions) {
  const baseDelay = options.baseDelayMs ?? 500;
  const maxDelay = options.maxDelayMs ?? 15_000;
  const open = options.createSocket ?? ((url: string) => new WebSocket(url));
  const listeners = new Map<string, Set<QuoteListener>>();
  const tradingListeners = new Set<TradingListener>();
  const inboxListeners = new Set<InboxListener>();
  const catalogueListeners = new Map<Catalogue, Set<() => void>>();
  const wanted = () =>
    listeners.size > 0 || tradingListeners.size > 0 || inboxListeners.size > 0 || catalogueListeners.size > 0;
  const stateListeners = new Set<() => void>();
  let socket: WebSocket | null = null;
  let state: SocketState = 'idle';
  /** The server confirmed `trading.watch` on this connection (reset by every new watch, sign-in and close). */
  let tradingWatched = false;
  /** The server answered `inbox.watch` on this connection (its first unread count); reset as tradingWatched is. */
  let inboxWatched = false;
  /** The catalogues the server last confirmed watching on this connection (reset as tradingWatched is). */
  let cataloguesWatched: readonly Catalogue[] = [];
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
    send({ op: 'inbox.watch' });
  };
  const watchTradingNow = () => {
    setTradingWatched(false);
    send({ op: 'trading.watch' });
  };
  const setCataloguesWatched = (next: readonly Catalogue[]) => {
    if (next.length === 0 && cataloguesWatched.length === 0) return;
    cataloguesWatched = next;
    notify();
  };
  /** Watches exactly the catalogues listened to now (the server replaces what the connection watched). */
  const watchCataloguesNow = () => {
    if (!options.getToken?.()) return;
    setCataloguesWatched([]);
    send({ op: 'catalogue.watch', catalogues: [...catalogueListeners.keys()] });
  };

  const send = (message: WsClientMessage) => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  };

  /** Signs the socket in with the current token and watches again what the user's screens watch. */
  const signIn = () => {
    const token = options.getToken?.();
    if (!token) return;
    send({ op: 'auth', token });
    if (tradingListeners.size > 0) watchTradingNow();
    if (inboxListeners.size > 0) watchInboxNow();
    if (catalogueListeners.size > 0) watchCataloguesNow();
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
      let message: WsServerMessage;
      try {
        message = JSON.parse(String(event.data)) as WsServerMessage;
      } catch {
        return;
      }
      if (message.type === 'trading.watching') {
        setTradingWatched(true);
        return;
      }
      if (message.type === 'trading.event') {
        for (const listener of tradingListeners) listener(message.event);
        return;
      }
      if (message.type === 'catalogue.watching') {
        setCataloguesWatched(message.catalogues);
        return;
      }
      if (message.type === 'catalogue.changed') {
        for (const listener of catalogueListeners.get(message.catalogue) ?? []) listener();
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
      setCataloguesWatched([]);
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
    setCataloguesWatched([]);
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
     * Hears when `catalogue` changed for everyone while anyone listens (a signed-in user's socket); the returned
     * function stops.
     */
    watchCatalogue(catalogue: Catalogue, listener: () => void): () => void {
      let set = catalogueListeners.get(catalogue);
      if (!set) {
        set = new Set();
        catalogueListeners.set(catalogue, set);
        watchCataloguesNow();
      }
      set.add(listener);
      ensureConnected();
      notify();
      return () => {
        const current = catalogueListeners.get(catalogue);
        if (!current?.delete(listener)) return;
        if (current.size === 0) {
          // The server is told what is still watched (nothing, maybe), so it stops sending the rest.
          catalogueListeners.delete(catalogue);
          watchCataloguesNow();
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
    /** Whether `catalogue`'s news is heard now (as tradingHeard): its screens need not poll. */
    catalogueHeard: (catalogue: Catalogue) =>
      state === 'live' && cataloguesWatched.includes(catalogue) && catalogueListeners.has(catalogue),
    onStateChange(listener: () => void): () => void {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    /** Topics with at least one listener (for tests and diagnostics). */
    topics: () => [...listeners.keys()],
  };
}

export type MarketSocket = ReturnType<typeof createMarketSocket>;
