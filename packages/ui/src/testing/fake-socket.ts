// The live connection (/api/ws) as a component test sees it: a stand-in for the browser's WebSocket that the apps'
// sockets open as they would the real one. The test pushes server messages (typed from the contracts, quotes checked
// with their schema) and reads what the app sent; a quote pushed for a topic no connection subscribed to is an error,
// as the real server would never send it.

import {
  type Quote,
  quoteTopic,
  quoteView,
  type WsClientMessage,
  type WsServerMessage,
  wsClientMessage,
} from '@platform/contracts';
import { act } from '@testing-library/react';

type Listener = ((event: Event) => void) | null;

/**
 * Whether this DOM's dispatchEvent calls an `on<type>` property itself: happy-dom's does on any EventTarget, as a
 * browser does on a WebSocket; Node's does not. A fake that called it too delivered every open, message and close twice.
 */
const dispatchCallsHandlers = (() => {
  let called = false;
  const probe = new (class extends EventTarget {
    onprobe = () => {
      called = true;
    };
  })();
  probe.dispatchEvent(new Event('probe'));
  return called;
})();

/** One connection the app opened. */
class FakeWebSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSING = 2;
  readonly CLOSED = 3;
  readyState = 0;
  onopen: Listener = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: Listener = null;
  onerror: Listener = null;
  /** What the app sent on this connection, parsed. */
  readonly sent: WsClientMessage[] = [];
  readonly topics = new Set<string>();

  constructor(
    readonly url: string,
    private readonly hub: SocketHub,
  ) {
    super();
    hub.connections.push(this);
    // Opens as a real one does: after the code that created it has run.
    setTimeout(() => {
      if (this.readyState === 0 && hub.accepting) act(() => this.fire('open', new Event('open')));
    }, 0);
  }

  send(text: string) {
    if (this.readyState !== 1) throw new DOMException('The socket is not open', 'InvalidStateError');
    const parsed = wsClientMessage.safeParse(JSON.parse(text));
    if (!parsed.success) {
      this.hub.problems.push(`The app sent a socket message its contract refuses: ${text}`);
      return;
    }
    const message = parsed.data;
    this.sent.push(message);
    if (message.op === 'subscribe') for (const topic of message.topics) this.topics.add(topic);
    if (message.op === 'unsubscribe') for (const topic of message.topics) this.topics.delete(topic);
  }

  close() {
    if (this.readyState >= 2) return;
    this.readyState = 3;
    this.fire('close', new CloseEvent('close', { code: 1000 }));
  }

  receive(message: WsServerMessage) {
    this.fire('message', new MessageEvent('message', { data: JSON.stringify(message) }));
  }

  fire(type: 'open' | 'message' | 'close', event: Event) {
    if (type === 'open') this.readyState = 1;
    if (type === 'close') this.readyState = 3;
    if (!dispatchCallsHandlers) (this[`on${type}`] as ((event: Event) => void) | null)?.call(this, event);
    this.dispatchEvent(event);
  }
}

interface SocketHub {
  connections: FakeWebSocket[];
  problems: string[];
  accepting: boolean;
}

/** The server's end of every connection the app opens while installed; one per test (reset by dom-setup.ts). */
export function createFakeSocket() {
  const hub: SocketHub = { connections: [], problems: [], accepting: true };
  const open = () => hub.connections.filter((ws) => ws.readyState === 1);
  const topics = () => [...new Set(open().flatMap((ws) => [...ws.topics]))].sort();
  let original: typeof WebSocket | undefined;

  return {
    /** Pushes a server message to every open connection (React updates flushed, as a test expects). */
    push(message: WsServerMessage) {
      const connections = open();
      if (connections.length === 0) throw new Error(`No open connection to push ${message.type} to`);
      act(() => {
        for (const ws of connections) ws.receive(message);
      });
    },
    /**
     * Pushes quotes as the server does, each to the connections subscribed to its symbol; the quotes must pass the
     * contract's schema, and someone must be listening to each.
     */
    pushQuotes(...quotes: Quote[]) {
      for (const quote of quotes) quoteView.parse(quote);
      act(() => {
        for (const quote of quotes) {
          const topic = quoteTopic(quote.symbol);
          const listening = open().filter((ws) => ws.topics.has(topic));
          if (listening.length === 0)
            throw new Error(`No connection subscribed to ${topic} (subscribed: ${topics().join(', ') || 'none'})`);
          for (const ws of listening) ws.receive({ type: 'quotes', data: [quote] });
        }
      });
    },
    /** Topics subscribed on open connections now. */
    topics,
    /** Every message the app sent, on every connection, in order. */
    sent(): WsClientMessage[] {
      return hub.connections.flatMap((ws) => ws.sent);
    },
    /** The server goes away: every connection closes; new ones stay connecting until `accept()`. */
    drop() {
      hub.accepting = false;
      act(() => {
        for (const ws of open()) ws.fire('close', new CloseEvent('close', { code: 1006 }));
      });
    },
    /** The server is back: connections opened meanwhile open now, and new ones open as usual. */
    accept() {
      hub.accepting = true;
      act(() => {
        for (const ws of hub.connections) if (ws.readyState === 0) ws.fire('open', new Event('open'));
      });
    },
    takeProblems(): string[] {
      return hub.problems.splice(0);
    },
    install() {
      original = globalThis.WebSocket;
      const Socket = class extends FakeWebSocket {
        constructor(url: string | URL) {
          super(String(url), hub);
        }
      };
      globalThis.WebSocket = Socket as unknown as typeof WebSocket;
    },
    uninstall() {
      for (const ws of hub.connections) ws.readyState = 3;
      hub.connections = [];
      hub.problems.length = 0;
      hub.accepting = true;
      if (original) globalThis.WebSocket = original;
    },
  };
}

export type FakeSocket = ReturnType<typeof createFakeSocket>;
