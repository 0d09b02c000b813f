// The market data WebSocket (/api/ws), without React: reference-counted topic subscriptions, reconnects with capped,
// jittered exponential backoff, and resubscribes everything it had after each reconnect. A signed-in screen may also
// watch its user's trading news (what the order engine did), watched again after each reconnect.
import type { Quote, TradingEvent, WsClientMessage, WsServerMessage } from '@platform/contracts';
import { quoteTopic } from '@platform/contracts';

/** idle: nothing subscribed yet; live: connected; reconnecting: lost and retrying; offline: the browser has no network. */
export type SocketState = 'idle' | 'live' | 'reconnecting' | 'offline';

type QuoteListener = (quote: Quote) => void;
type TradingListener = (event: TradingEvent) => void;

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
  const wanted = () => listeners.size > 0 || tradingListeners.size > 0;
  const stateListeners = new Set<() => void>();
  let socket: WebSocket | null = null;
  let state: SocketState = 'idle';
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const setState = (next: SocketState) => {
    if (state === next) return;
    state = next;
    for (const listener of stateListeners) listener();
  };

  const send = (message: WsClientMessage) => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  };

  const connect = () => {
    clearTimeout(retryTimer);
    const ws = open(options.url());
    socket = ws;
    ws.onopen = () => {
      attempt = 0;
      const token = options.getToken?.();
      if (token) send({ op: 'auth', token });
      if (listeners.size > 0) send({ op: 'subscribe', topics: [...listeners.keys()] });
      if (token && tradingListeners.size > 0) send({ op: 'trading.watch' });
      setState('live');
    };
    ws.onmessage = (event) => {
      let message: WsServerMessage;
      try {
        message = JSON.parse(String(event.data)) as WsServerMessage;
      } catch {
        return;
      }
      if (message.type === 'trading.event') {
        for (const listener of tradingListeners) listener(message.event);
        return;
      }
      if (message.type !== 'quotes') return;
      for (const quote of message.data)
        for (const listener of listeners.get(quoteTopic(quote.symbol)) ?? []) listener(quote);
    };
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = null;
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
      if (first && options.getToken?.()) send({ op: 'trading.watch' });
      ensureConnected();
      return () => {
        tradingListeners.delete(listener);
        if (!wanted()) disconnect();
      };
    },
    getState: () => state,
    onStateChange(listener: () => void): () => void {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    /** Topics with at least one listener (for tests and diagnostics). */
    topics: () => [...listeners.keys()],
  };
}

export type MarketSocket = ReturnType<typeof createMarketSocket>;
