import { describe, expect, it } from 'vitest';
import { backoffDelay, createMarketSocket } from './market-socket.ts';

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

/** A socket for a signed-in user over one fake connection. */
function signedInSocket() {
  const ws = fakeSocket();
  globalThis.WebSocket ??= { OPEN: 1 } as unknown as typeof WebSocket;
  const socket = createMarketSocket({
    url: () => 'ws://test/api/ws',
    getToken: () => 'token-1',
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

describe('whether trading news is heard', () => {
  it('is heard only while open, confirmed by the server and listened to; a new watch waits for its confirmation', () => {
    const sockets: ReturnType<typeof fakeSocket>[] = [];
    globalThis.WebSocket ??= { OPEN: 1 } as unknown as typeof WebSocket;
    const socket = createMarketSocket({
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

describe('watching catalogues', () => {
  it('watches the catalogues listened to, passes their news on, and hears them only once the server confirmed', () => {
    const { ws, socket } = signedInSocket();
    const heard: string[] = [];
    const stopIpo = socket.watchCatalogue('ipo', () => heard.push('ipo'));
    ws.open();
    expect(ws.sent).toEqual([
      { op: 'auth', token: 'token-1' },
      { op: 'catalogue.watch', catalogues: ['ipo'] },
    ]);
    expect(socket.catalogueHeard('ipo')).toBe(false);
    ws.push({ type: 'catalogue.watching', catalogues: ['ipo'] });
    expect(socket.catalogueHeard('ipo')).toBe(true);

    // A second catalogue: the watch names both, and neither is heard until that is confirmed.
    const stopFollow = socket.watchCatalogue('follow', () => heard.push('follow'));
    expect(ws.sent.at(-1)).toEqual({ op: 'catalogue.watch', catalogues: ['ipo', 'follow'] });
    expect(socket.catalogueHeard('follow')).toBe(false);
    ws.push({ type: 'catalogue.watching', catalogues: ['ipo', 'follow'] });
    ws.push({ type: 'catalogue.changed', catalogue: 'follow' });
    ws.push({ type: 'catalogue.changed', catalogue: 'block' });
    expect(heard).toEqual(['follow']);

    // No screen shows IPOs any more: the watch drops it.
    stopIpo();
    expect(ws.sent.at(-1)).toEqual({ op: 'catalogue.watch', catalogues: ['follow'] });
    expect(socket.catalogueHeard('ipo')).toBe(false);
    stopFollow();
    expect(socket.getState()).toBe('idle');
    expect(socket.catalogueHeard('follow')).toBe(false);
  });
});
