import { describe, expect, it } from 'vitest';
import { backoffDelay, createLiveSocket } from './live-socket.ts';

describe('backoffDelay', () => {
  it('doubles from the base and stays within the cap', () => {
    const mid = () => 0.5;
    expect(backoffDelay(0, 500, 15_000, mid)).toBe(375);
    expect(backoffDelay(1, 500, 15_000, mid)).toBe(750);
    expect(backoffDelay(10, 500, 15_000, () => 1)).toBe(15_000);
    expect(backoffDelay(10, 500, 15_000, () => 0)).toBe(7_500);
  });
});

/** A stand-in for the browser's WebSocket: records what is sent, lets the test open it and push messages. */
function fakeSocket() {
  const sent: unknown[] = [];
  const ws = {
    readyState: 0,
    sent,
    send: (text: string) => sent.push(JSON.parse(text)),
    close() {
      ws.readyState = 3;
      ws.onclose?.();
    },
    onopen: undefined as undefined | (() => void),
    onmessage: undefined as undefined | ((event: { data: string }) => void),
    onclose: undefined as undefined | (() => void),
    open() {
      ws.readyState = 1;
      ws.onopen?.();
    },
    push: (message: unknown) => ws.onmessage?.({ data: JSON.stringify(message) }),
  };
  return ws;
}

/** A socket for a signed-in user (or, without a token, for no one) over one fake connection. */
function signedInSocket(token: string | null = 'token-1') {
  const ws = fakeSocket();
  globalThis.WebSocket ??= { OPEN: 1 } as unknown as typeof WebSocket;
  const socket = createLiveSocket({
    url: () => 'ws://test/api/ws',
    getToken: () => token,
    createSocket: () => ws as unknown as WebSocket,
  });
  return { ws, socket };
}

describe('watching trading news', () => {
  it('signs in and watches on open, passes trading events on, and lets go when no one listens', () => {
    const { ws, socket } = signedInSocket();
    const heard: unknown[] = [];
    const stop = socket.watchTrading((event) => heard.push(event));
    ws.open();
    expect(ws.sent).toEqual([{ op: 'auth', token: 'token-1' }, { op: 'trading.watch' }]);
    ws.push({ type: 'trading.event', event: { kind: 'order.filled', orderId: 7, positionId: 9 } });
    ws.push({ type: 'quotes', data: [] });
    expect(heard).toEqual([{ kind: 'order.filled', orderId: 7, positionId: 9 }]);
    stop();
    expect(socket.getState()).toBe('idle');
  });
});

describe('watching the inbox', () => {
  it("names the app whose unread count it hears, when it is not the trade app's", () => {
    const ws = fakeSocket();
    globalThis.WebSocket ??= { OPEN: 1 } as unknown as typeof WebSocket;
    const socket = createLiveSocket({
      url: () => 'ws://test/api/ws',
      getToken: () => 'token-1',
      inboxApp: 'portal',
      createSocket: () => ws as unknown as WebSocket,
    });
    const counts: number[] = [];
    const stop = socket.watchInbox((message) => counts.push(message.unread));
    ws.open();
    expect(ws.sent).toEqual([
      { op: 'auth', token: 'token-1' },
      { op: 'inbox.watch', app: 'portal' },
    ]);
    ws.push({ type: 'inbox.unread', unread: 2 });
    expect(counts).toEqual([2]);
    expect(socket.inboxHeard()).toBe(true);
    stop();
  });
});

describe('whether trading news is heard', () => {
  it('is heard only while open, confirmed by the server and listened to; a new watch waits for its confirmation', () => {
    const sockets: ReturnType<typeof fakeSocket>[] = [];
    globalThis.WebSocket ??= { OPEN: 1 } as unknown as typeof WebSocket;
    const socket = createLiveSocket({
      url: () => 'ws://test/api/ws',
      getToken: () => 'token-1',
      baseDelayMs: 60_000,
      createSocket: () => {
        sockets.push(fakeSocket());
        return sockets.at(-1) as unknown as WebSocket;
      },
    });
    const changes: boolean[] = [];
    socket.onStateChange(() => changes.push(socket.tradingHeard()));
    const stopInbox = socket.watchInbox(() => {});
    const stop = socket.watchTrading(() => {});
    sockets[0]!.open();
    expect(socket.tradingHeard()).toBe(false);
    sockets[0]!.push({ type: 'trading.watching' });
    expect(socket.tradingHeard()).toBe(true);

    // No screen listens any more (the inbox keeps the socket open): not heard, although the server still sends.
    stop();
    expect(socket.tradingHeard()).toBe(false);
    const again = socket.watchTrading(() => {});
    expect(socket.tradingHeard()).toBe(false);
    sockets[0]!.push({ type: 'trading.watching' });
    expect(socket.tradingHeard()).toBe(true);

    // The connection drops: not heard until a new connection is confirmed.
    sockets[0]!.close();
    expect(socket.getState()).toBe('reconnecting');
    expect(socket.tradingHeard()).toBe(false);
    expect(changes.at(-1)).toBe(false);
    again();
    stopInbox();
  });
});

describe('watching news', () => {
  it('watches the topics listened to, passes their news on, and hears them only once the server confirmed', () => {
    const { ws, socket } = signedInSocket();
    const heard: string[] = [];
    const stopIpo = socket.watchNews('ipo', () => heard.push('ipo'));
    ws.open();
    expect(ws.sent).toEqual([
      { op: 'auth', token: 'token-1' },
      { op: 'news.watch', topics: ['ipo'] },
    ]);
    expect(socket.newsHeard('ipo')).toBe(false);
    ws.push({ type: 'news.watching', topics: ['ipo'] });
    expect(socket.newsHeard('ipo')).toBe(true);

    // A second topic: the watch names both, and neither is heard until that is confirmed.
    const stopQueue = socket.watchNews('queue.deposits', () => heard.push('deposits'));
    expect(ws.sent.at(-1)).toEqual({ op: 'news.watch', topics: ['ipo', 'queue.deposits'] });
    expect(socket.newsHeard('queue.deposits')).toBe(false);
    ws.push({ type: 'news.watching', topics: ['ipo', 'queue.deposits'] });
    ws.push({ type: 'news.changed', topic: 'queue.deposits' });
    ws.push({ type: 'news.changed', topic: 'block' });
    expect(heard).toEqual(['deposits']);

    // No screen shows IPOs any more: the watch drops it.
    stopIpo();
    expect(ws.sent.at(-1)).toEqual({ op: 'news.watch', topics: ['queue.deposits'] });
    expect(socket.newsHeard('ipo')).toBe(false);
    stopQueue();
    expect(socket.getState()).toBe('idle');
    expect(socket.newsHeard('queue.deposits')).toBe(false);
  });

  it('does not hear a topic the server left out of its confirmation (refused): its screens keep polling', () => {
    const { ws, socket } = signedInSocket();
    const stop = socket.watchNews('queue.loans', () => {});
    ws.open();
    ws.push({ type: 'news.watching', topics: [] });
    expect(socket.newsHeard('queue.loans')).toBe(false);
    stop();
  });

  it("watches a respondent's case without signing in, naming the link's token", () => {
    const { ws, socket } = signedInSocket(null);
    const heard: string[] = [];
    const stop = socket.watchNews('case.7', () => heard.push('case'), 'link-token');
    ws.open();
    expect(ws.sent).toEqual([{ op: 'news.watch', topics: ['case.7'], respondentToken: 'link-token' }]);
    ws.push({ type: 'news.watching', topics: ['case.7'] });
    ws.push({ type: 'news.changed', topic: 'case.7' });
    expect(heard).toEqual(['case']);
    expect(socket.newsHeard('case.7')).toBe(true);
    stop();
    expect(socket.getState()).toBe('idle');
  });
});
