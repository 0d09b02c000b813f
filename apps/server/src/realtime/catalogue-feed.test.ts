// The product catalogues' news on /api/ws: an endpoint that announces a catalogue tells the sockets watching it, once
// it succeeded, and no one else; a refused call tells nobody; a job that changed a catalogue (robots stepped, a chain
// block mined) tells it too.
import { blockTradingAdminApi } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { runRobots } from '../features/robots/robots-job.ts';
import { urlOf } from '../testing/admin-test-kit.ts';
import { call, signUp } from '../testing/api.ts';
import { boughtRobot, pathDeps } from '../testing/robots-test-kit.ts';
import { useTestApp } from '../testing/test-app.ts';
import { useFixtureMarket } from '../testing/trading-test-kit.ts';
import { connectWs, type WsTestClient } from '../testing/ws-client.ts';

const t = useTestApp({ listen: true });
const market = useFixtureMarket(t);

async function watching(token: string | null, catalogues: string[]): Promise<WsTestClient> {
  const client = await connectWs(t.wsUrl);
  if (token) client.send({ op: 'auth', token });
  client.send({ op: 'catalogue.watch', catalogues });
  await client.until((m) => m.some((x) => x.type === 'catalogue.watching' || x.type === 'error'), 'the watch');
  return client;
}
const news = (client: WsTestClient) =>
  client.messages.flatMap((m) => (m.type === 'catalogue.changed' ? [m.catalogue] : []));
const setOffer = (body: Record<string, unknown>) =>
  call(t.app, 'POST', urlOf(blockTradingAdminApi.setOffer), { token: t.admin, body });

describe('catalogue news on /api/ws', () => {
  it('tells the sockets watching a catalogue when an operator changed it, and no other', async () => {
    market.set('AAPL', { bid: '99.98', ask: '100.00' });
    const { token } = await signUp(t.app);
    const block = await watching(token, ['block', 'ipo']);
    const ipo = await watching(token, ['ipo']);
    expect(block.messages).toContainEqual({ type: 'catalogue.watching', catalogues: ['block', 'ipo'] });

    expect((await setOffer({ symbol: 'AAPL', bandPercent: '2', available: 50_000 })).status).toBe(200);
    await block.until((m) => m.some((x) => x.type === 'catalogue.changed'), 'the block news');
    await ipo.roundTrip();
    expect(news(block)).toEqual(['block']);
    expect(news(ipo)).toEqual([]);

    // Refused (a band over the limit): nothing changed, nobody is told.
    expect((await setOffer({ symbol: 'AAPL', bandPercent: '12', available: 50_000 })).status).toBe(400);
    await block.roundTrip();
    expect(news(block)).toEqual(['block']);
    for (const client of [block, ipo]) client.ws.close();
  });

  it('watches what the last watch names, and stops hearing when the socket closes', async () => {
    const { token } = await signUp(t.app);
    const client = await watching(token, ['block']);
    client.send({ op: 'catalogue.watch', catalogues: ['follow'] });
    await client.until((m) => m.filter((x) => x.type === 'catalogue.watching').length === 2, 'the second watch');
    expect(t.app.catalogueFeed.watchers('block')).toBe(0);
    expect(t.app.catalogueFeed.watchers('follow')).toBe(1);
    client.ws.close();
    await client.closed;
    await expect.poll(() => t.app.catalogueFeed.watchers('follow')).toBe(0);
  });

  it('tells a catalogue a job changed (the robots stepped), and nothing when the job had nothing to do', async () => {
    const { token } = await signUp(t.app);
    const client = await watching(token, ['robots']);
    const deps = pathDeps(t.app, () => []);
    await runRobots(deps);
    await client.roundTrip();
    expect(news(client)).toEqual([]);

    await boughtRobot(t.app, t.admin, '10000', { plan: 'perpetual', allocation: '5000' });
    await runRobots(deps);
    await client.until((m) => m.some((x) => x.type === 'catalogue.changed'), 'the robots news');
    expect(news(client)).toEqual(['robots']);
    client.ws.close();
  });

  it('tells the screens following payments when the sandbox chain mined a block', async () => {
    const { token } = await signUp(t.app);
    const client = await watching(token, ['chain']);
    await t.app.moneyJobs.mineBlock();
    await client.until((m) => m.some((x) => x.type === 'catalogue.changed'), 'the block news');
    expect(news(client)).toEqual(['chain']);
    client.ws.close();
  });

  it('refuses a watch before sign-in, and a catalogue it does not know', async () => {
    const anonymous = await watching(null, ['ipo']);
    expect(anonymous.messages.at(-1)).toMatchObject({ type: 'error' });
    expect(t.app.catalogueFeed.watchers('ipo')).toBe(0);
    const { token } = await signUp(t.app);
    const unknown = await connectWs(t.wsUrl);
    unknown.send({ op: 'auth', token });
    unknown.send({ op: 'catalogue.watch', catalogues: ['casino'] });
    await unknown.until((m) => m.some((x) => x.type === 'error'), 'the refusal');
    expect(unknown.messages.some((x) => x.type === 'catalogue.watching')).toBe(false);
    for (const client of [anonymous, unknown]) client.ws.close();
  });
});
