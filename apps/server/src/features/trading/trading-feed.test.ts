// The order engine's news reaches the user's open sockets at once (and nobody else's).
import { tradingApi } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { signIn, signUp } from '../../testing/api.ts';
import { keyed } from '../../testing/money-test-kit.ts';
import { ADMIN, useTestApp } from '../../testing/test-app.ts';
import { fundTrading, tradeAt } from '../../testing/trading-test-kit.ts';
import { connectWs, type WsTestClient } from '../../testing/ws-client.ts';

const t = useTestApp({ admin: false, listen: true });

async function watching(token: string): Promise<WsTestClient> {
  const client = await connectWs(t.wsUrl);
  client.send({ op: 'auth', token });
  client.send({ op: 'trading.watch' });
  await client.until((m) => m.some((x) => x.type === 'trading.watching' || x.type === 'error'), 'the watch answer');
  return client;
}

describe('trading.watch over /api/ws', () => {
  it("tells the owner's sockets when a resting order fills, and no one else's", async () => {
    const market = tradeAt(t.app);
    market.set('AAPL', { bid: '99.98', ask: '100.00' });
    const admin = await signIn(t.app, ADMIN.email, ADMIN.password);
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    await fundTrading(t.app, alice.token, admin, '1000');
    const mine = await watching(alice.token);
    const theirs = await watching(bob.token);
    const placed = await keyed(t.app, tradingApi.placeOrder.path, alice.token, {
      symbol: 'AAPL',
      type: 'limit',
      side: 'buy',
      quantity: 1,
      leverage: 10,
      price: '99.00',
    });
    market.set('AAPL', { bid: '98.97', ask: '98.99' });
    await t.app.trading.engine.runOnce(new Date(), true);
    await mine.until(
      (m) => m.some((x) => x.type === 'trading.event' && x.event.kind === 'order.filled'),
      'the fill notice',
    );
    const filled = mine.messages.find((x) => x.type === 'trading.event');
    expect(filled).toMatchObject({ event: { kind: 'order.filled', orderId: placed.body.data.order.id } });
    await theirs.roundTrip();
    expect(theirs.messages.filter((x) => x.type === 'trading.event')).toEqual([]);
    mine.ws.close();
    theirs.ws.close();
  });

  it('refuses a watch before sign-in', async () => {
    const client = await connectWs(t.wsUrl);
    client.send({ op: 'trading.watch' });
    await client.until((m) => m.some((x) => x.type === 'error'), 'the refusal');
    client.ws.close();
  });
});
