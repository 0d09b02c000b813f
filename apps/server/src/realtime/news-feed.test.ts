// The news on /api/ws: an endpoint that announces a catalogue or a queue tells the sockets watching it, once it
// succeeded, and no one else; a refused call tells nobody; a job that changed a catalogue (robots stepped, a chain
// block mined) tells it too. A queue is heard only by operators who may read it, a case only by its applicant, an
// operator who may read its thread, or its respondent with the link's token.
import { blockTradingAdminApi, mediationThreadApi, type NewsTopic } from '@platform/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { runRobots } from '../features/robots/robots-job.ts';
import { createOperator, urlOf } from '../testing/admin-test-kit.ts';
import { call, signUp } from '../testing/api.ts';
import { applyCase, caseWithRespondent, moveTo } from '../testing/mediation-test-kit.ts';
import { bankDeposit, review } from '../testing/money-test-kit.ts';
import { boughtRobot, pathDeps } from '../testing/robots-test-kit.ts';
import { useTestApp } from '../testing/test-app.ts';
import { useFixtureMarket } from '../testing/trading-test-kit.ts';
import { connectWs, type WsTestClient } from '../testing/ws-client.ts';
import { NEWS_COALESCE_MS } from './news-feed.ts';

/** Short, so the test of a respondent's socket staying open waits a little past it. */
const IDLE_MS = 1_000;
const t = useTestApp({ listen: true, env: { WS_ANONYMOUS_IDLE_MS: String(IDLE_MS) } });
const market = useFixtureMarket(t);

let mediator: { token: string; userId: number };
let reviewer: { token: string };
beforeAll(async () => {
  mediator = await createOperator(t.app, t.admin, ['mediator']);
  reviewer = await createOperator(t.app, t.admin, ['reviewer']);
});

async function watching(token: string | null, topics: string[], respondentToken?: string): Promise<WsTestClient> {
  const client = await connectWs(t.wsUrl);
  if (token) client.send({ op: 'auth', token });
  client.send({ op: 'news.watch', topics, ...(respondentToken ? { respondentToken } : {}) });
  await client.until((m) => m.some((x) => x.type === 'news.watching' || x.type === 'error'), 'the watch');
  await client.roundTrip();
  return client;
}
const news = (client: WsTestClient) => client.messages.flatMap((m) => (m.type === 'news.changed' ? [m.topic] : []));
const granted = (client: WsTestClient) =>
  client.messages.flatMap((m) => (m.type === 'news.watching' ? [m.topics] : [])).at(-1);
const heard = (client: WsTestClient, topic: NewsTopic) =>
  client.until((m) => m.some((x) => x.type === 'news.changed' && x.topic === topic), `the ${topic} news`);
const setOffer = (body: Record<string, unknown>) =>
  call(t.app, 'POST', urlOf(blockTradingAdminApi.setOffer), { token: t.admin, body });

describe('catalogue news on /api/ws', () => {
  it('tells the sockets watching a catalogue when an operator changed it, and no other', async () => {
    market.set('AAPL', { bid: '99.98', ask: '100.00' });
    const { token } = await signUp(t.app);
    const block = await watching(token, ['block', 'ipo']);
    const ipo = await watching(token, ['ipo']);
    expect(granted(block)).toEqual(['block', 'ipo']);

    expect((await setOffer({ symbol: 'AAPL', bandPercent: '2', available: 50_000 })).status).toBe(200);
    await heard(block, 'block');
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
    client.send({ op: 'news.watch', topics: ['follow'] });
    await client.until((m) => m.filter((x) => x.type === 'news.watching').length === 2, 'the second watch');
    expect(t.app.newsFeed.watchers('block')).toBe(0);
    expect(t.app.newsFeed.watchers('follow')).toBe(1);
    client.ws.close();
    await client.closed;
    await expect.poll(() => t.app.newsFeed.watchers('follow')).toBe(0);
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
    await heard(client, 'robots');
    expect(news(client)).toEqual(['robots']);
    client.ws.close();
  });

  it('tells the screens following payments when the sandbox chain mined a block', async () => {
    const { token } = await signUp(t.app);
    const client = await watching(token, ['chain']);
    await t.app.moneyJobs.mineBlock();
    await heard(client, 'chain');
    expect(news(client)).toEqual(['chain']);
    client.ws.close();
  });

  it('refuses a watch before sign-in, and a catalogue it does not know', async () => {
    const anonymous = await watching(null, ['ipo']);
    expect(anonymous.messages).toContainEqual({ type: 'error', msg: 'Login expired' });
    expect(granted(anonymous)).toEqual([]);
    expect(t.app.newsFeed.watchers('ipo')).toBe(0);
    const { token } = await signUp(t.app);
    const unknown = await connectWs(t.wsUrl);
    unknown.send({ op: 'auth', token });
    unknown.send({ op: 'news.watch', topics: ['casino'] });
    await unknown.until((m) => m.some((x) => x.type === 'error'), 'the refusal');
    expect(unknown.messages.some((x) => x.type === 'news.watching')).toBe(false);
    for (const client of [anonymous, unknown]) client.ws.close();
  });
});

describe('queue news', () => {
  it('tells the operators who may read a queue when a record arrives and when it is decided, and no one else', async () => {
    const user = await signUp(t.app);
    const finance = await watching(reviewer.token, ['queue.deposits', 'queue.withdrawals']);
    const refused = await watching(mediator.token, ['queue.deposits']);
    const customer = await watching(user.token, ['queue.deposits']);
    expect(granted(finance)).toEqual(['queue.deposits', 'queue.withdrawals']);
    expect(granted(refused)).toEqual([]);
    expect(refused.messages).toContainEqual({ type: 'error', msg: 'You do not have permission for this' });
    expect(granted(customer)).toEqual([]);

    const deposit = await bankDeposit(t.app, user.token, '100');
    expect(deposit.status).toBe(200);
    await heard(finance, 'queue.deposits');
    expect((await review(t.app, reviewer.token, 'deposits', 'approve', deposit.body.data.id)).status).toBe(200);
    await finance.until((m) => news({ messages: m } as WsTestClient).length === 2, 'the decision news');
    for (const client of [refused, customer]) await client.roundTrip();
    expect(news(finance)).toEqual(['queue.deposits', 'queue.deposits']);
    expect(news(refused)).toEqual([]);
    expect(news(customer)).toEqual([]);
    for (const client of [finance, refused, customer]) client.ws.close();
  });
});

describe('the cases queue', () => {
  it('tells mediators when a case is filed or moves on, and not reviewers or customers', async () => {
    const applicant = await signUp(t.app);
    const mediators = await watching(mediator.token, ['queue.cases']);
    const refused = await watching(reviewer.token, ['queue.cases']);
    const customer = await watching(applicant.token, ['queue.cases']);
    expect([mediators, refused, customer].map(granted)).toEqual([['queue.cases'], [], []]);

    const filed = await applyCase(t.app, applicant.token);
    await heard(mediators, 'queue.cases');
    await new Promise((resolve) => setTimeout(resolve, NEWS_COALESCE_MS * 2));
    const before = news(mediators).length;
    await moveTo(t.app, mediator.token, filed.id, 'under_review');
    await mediators.until((m) => news({ messages: m } as WsTestClient).length > before, 'the move');
    for (const client of [refused, customer]) await client.roundTrip();
    expect(news(refused)).toEqual([]);
    expect(news(customer)).toEqual([]);
    for (const client of [mediators, refused, customer]) client.ws.close();
  });
});

describe('uptake news', () => {
  it("tells the operators who may read a product list when a customer bought, and not the customers' screens", async () => {
    const admin = await watching(t.admin, ['uptake.robots', 'robots']);
    const refused = await watching(reviewer.token, ['uptake.robots']);
    const customer = await signUp(t.app);
    const catalogue = await watching(customer.token, ['robots', 'uptake.robots']);
    expect(granted(admin)).toEqual(['uptake.robots', 'robots']);
    expect(granted(refused)).toEqual([]);
    expect(granted(catalogue)).toEqual(['robots']);

    const { bought } = await boughtRobot(t.app, t.admin, '10000', { plan: 'perpetual', allocation: '5000' });
    expect(bought.status).toBe(200);
    await heard(admin, 'uptake.robots');
    for (const client of [refused, catalogue]) await client.roundTrip();
    expect(news(refused)).toEqual([]);
    expect(news(catalogue)).toEqual([]);
    for (const client of [admin, refused, catalogue]) client.ws.close();
  });
});

describe('case news', () => {
  const mediatorMessage = (caseId: number, body: string) =>
    call(t.app, 'POST', urlOf(mediationThreadApi.mediatorMessage, { id: caseId }), {
      token: mediator.token,
      body: { audience: 'all', body },
    });

  it("tells the case's applicant, its mediator and its respondent (by the link's token) when it moved on", async () => {
    const applicant = await signUp(t.app);
    const stranger = await signUp(t.app);
    const { caseId, respondentToken } = await caseWithRespondent(t.app, applicant.token, mediator);
    const topic = `case.${caseId}` as const;
    const own = await watching(applicant.token, [topic]);
    const operator = await watching(mediator.token, [topic]);
    const respondent = await watching(null, [topic], respondentToken);
    const other = await watching(stranger.token, [topic]);
    const forged = await watching(null, [topic], 'not-a-link-token');
    expect([own, operator, respondent].map(granted)).toEqual([[topic], [topic], [topic]]);
    expect([other, forged].map(granted)).toEqual([[], []]);

    expect((await mediatorMessage(caseId, 'Could you both send the invoice?')).status).toBe(200);
    for (const client of [own, operator, respondent]) await heard(client, topic);
    for (const client of [other, forged]) await client.roundTrip();
    expect(news(other)).toEqual([]);
    expect(news(forged)).toEqual([]);
    for (const client of [own, operator, respondent, other, forged]) client.ws.close();
  });

  it('keeps a respondent socket that watches its case open, though it never signs in', async () => {
    const applicant = await signUp(t.app);
    const { caseId, respondentToken } = await caseWithRespondent(t.app, applicant.token, mediator);
    const respondent = await watching(null, [`case.${caseId}`], respondentToken);
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS + 200));
    expect(respondent.ws.readyState).toBe(respondent.ws.OPEN);
    respondent.ws.close();
  });

  it('sends a burst of news on one topic as at most two messages', async () => {
    const applicant = await signUp(t.app);
    const { caseId } = await caseWithRespondent(t.app, applicant.token, mediator);
    const own = await watching(applicant.token, [`case.${caseId}`]);
    // The case's own moves on the way here were news a moment ago: the burst starts once they are quiet.
    await new Promise((resolve) => setTimeout(resolve, NEWS_COALESCE_MS * 2));
    await own.roundTrip();
    const before = news(own).length;
    for (let i = 0; i < 5; i++) t.app.newsFeed.tell(`case.${caseId}`);
    await new Promise((resolve) => setTimeout(resolve, NEWS_COALESCE_MS * 2));
    await own.roundTrip();
    expect(news(own).slice(before)).toEqual([`case.${caseId}`, `case.${caseId}`]);
    own.ws.close();
  });
});
