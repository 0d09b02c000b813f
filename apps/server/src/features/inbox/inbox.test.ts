// The inbox: every domain event about a user becomes exactly one message, in the user's inbox only; read state, paging
// and filters; the live unread count over /api/ws; and operators' announcements.

import {
  type Announcement,
  INBOX_KINDS,
  identityApi,
  inboxAdminApi,
  inboxApi,
  inboxWords,
  moneyAdminApi,
  pathWith,
  tradingApi,
} from '@platform/contracts';
import { and, auditLog, desc, eq, inboxMessages } from '@platform/db';
import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../core/events/domain-events.ts';
import { call, signUp } from '../../testing/api.ts';
import { api, bankDeposit, keyed, newKey } from '../../testing/money-test-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { fundTrading, tradeAt } from '../../testing/trading-test-kit.ts';
import { connectWs, type WsTestClient } from '../../testing/ws-client.ts';
import { everyEvent } from './every-event.ts';

const t = useTestApp({ listen: true });

const inbox = (token: string, query = '') => call(t.app, 'GET', `${api(inboxApi.messages.path)}${query}`, { token });
const readOne = (token: string, id: number) =>
  call(t.app, 'POST', api(pathWith(inboxApi.read.path, { id })), { token });

/** Publishes events as the features do, and waits until the inbox has written what they make. */
async function publish(...events: DomainEvent[]) {
  for (const event of events) t.app.events.publish(event);
  await t.app.inboxSettled();
}

describe('messages from domain events', () => {
  it('makes one message per event, with its words in both languages, its category and its link', async () => {
    const { token, user } = await signUp(t.app);
    const events = everyEvent(user.userId);
    await publish(...events);
    const { body } = await inbox(token, '?pageSize=100');
    expect(body.data.total).toBe(events.length);
    expect(body.data.unread).toBe(events.length);
    const byKind = new Map(body.data.rows.map((m: { kind: string }) => [m.kind, m]));
    // Every kind but the operators' announcement came from an event.
    expect([...byKind.keys()].sort()).toEqual(INBOX_KINDS.filter((k) => k !== 'announcement').sort());
    expect(byKind.get('withdrawal.rejected')).toMatchObject({
      category: 'money',
      link: '/assets/history',
      read: false,
      urgent: false,
      params: { id: '22', reason: 'The card was closed' },
    });
    expect(byKind.get('margin.call')).toMatchObject({ category: 'trade', urgent: true, link: '/records' });
    expect(byKind.get('kyc.rejected')).toMatchObject({ category: 'kyc', params: { reason: 'The photo is blurred' } });
    expect(byKind.get('block.rejected')).toMatchObject({
      category: 'trade',
      link: '/block-trading',
      params: { reason: 'Trading experience not shown' },
    });
    const allotted = byKind.get('ipo.allotted') as { kind: string; params: Record<string, string> };
    expect(allotted).toMatchObject({ category: 'trade', link: '/ipo/3' });
    expect(inboxWords(allotted, 'en').body).toBe(
      'Your subscription to NEWCO: 100 of 300 shares allotted; 2010.00 USD released to your trading account.',
    );
    expect(inboxWords(byKind.get('ipo.notAllotted') as typeof allotted, 'zh').body).toBe(
      '您认购的 NEWCO（100 股）未获配售，冻结的 1005.00 USD 已全部解冻。',
    );
    const fired = byKind.get('alert.move') as typeof allotted;
    expect(fired).toMatchObject({ category: 'trade', urgent: true, link: '/alerts' });
    expect(inboxWords(fired, 'en').title).toBe('AAPL moved 5.20% today');
    const settled = byKind.get('follow.settled') as typeof allotted;

    expect(settled).toMatchObject({ category: 'trade', link: '/records?tab=follow' });
    expect(inboxWords(settled, 'en').body).toBe(
      'Your follow order on Trend book (10000.00 USD) settled at a return of 10.00%: 10760.00 USD is back in your trading account.',
    );
    expect(inboxWords(settled, 'zh').body).toBe(
      '您在 Trend book 的跟单（10000.00 USD）已按 10.00% 的收益率结算，10760.00 USD 已回到交易账户。',
    );
    const overdue = byKind.get('loan.overdue') as typeof allotted;
    expect(overdue).toMatchObject({ category: 'money', urgent: true, link: '/loans/mine/9' });
    expect(inboxWords(overdue, 'en').body).toBe(
      'Instalment 1 of your loan #9 (1200.00 USD, due 2026-02-15) could not be collected: your funding account was short. It is overdue and the disclosed overdue fee applies until it is paid.',
    );
    expect(inboxWords(byKind.get('loan.rejected') as typeof allotted, 'zh').body).toBe(
      '您的贷款申请 #9（1200.00 USD）未通过：Income does not cover the instalments',
    );
    const paused = byKind.get('mining.paused') as typeof allotted;
    expect(paused).toMatchObject({ category: 'trade', urgent: true, link: '/mining/7' });
    expect(inboxWords(paused, 'en').title).toBe('Insufficient energy, stop mining');
    expect(inboxWords(byKind.get('mining.success') as typeof allotted, 'en').title).toBe('Mining successful');
    expect(inboxWords(byKind.get('mining.failure') as typeof allotted, 'en').title).toBe('Mining failed');
    expect(inboxWords(paused, 'zh').title).toBe('能量不足，停止挖矿');
    expect(inboxWords(byKind.get('mining.failure') as typeof allotted, 'en').body).toBe(
      'Your mining contract #7 (S19 Pro, 100 TH/s) could not start: the product was withdrawn before its first period. The hash-rate fee of 1500.000000 USDT was refunded in full to your funding account.',
    );
    const closed = byKind.get('position.closed') as { kind: string; params: Record<string, string> };
    expect(inboxWords(closed, 'en').body).toBe('Your position #52 was closed: its stop-loss was reached');
    expect(inboxWords(closed, 'zh').body).toBe('您的持仓 #52 已平仓：触发止损');
    const ended = byKind.get('order.ended') as { kind: string; params: Record<string, string> };
    expect(inboxWords(ended, 'en').body).toContain('expired at the close');
    for (const message of body.data.rows as { kind: string; params: Record<string, string> }[]) {
      for (const language of ['en', 'zh'] as const) {
        const words = inboxWords(message, language);
        expect(words.title).not.toMatch(/\{\w+\}/);
        expect(words.body).not.toMatch(/\{\w+\}/);
      }
    }
  });

  it('makes one message however often the same event is heard, even at once', async () => {
    const { token, user } = await signUp(t.app);
    const event: DomainEvent = { type: 'withdrawal.approved', userId: user.userId, withdrawalId: 777, reason: null };
    await publish(...Array.from({ length: 20 }, () => event));
    await publish(event);
    const { body } = await inbox(token);
    expect(body.data.rows.map((m: { kind: string }) => m.kind)).toEqual(['withdrawal.approved']);
  });

  it('a real rejection by a reviewer, retried 20 times at once, reaches the user once with its reason', async () => {
    const { token } = await signUp(t.app);
    const deposit = await bankDeposit(t.app, token, '20');
    const key = newKey();
    const path = pathWith(moneyAdminApi.deposits.reject.path, { id: deposit.body.data.id });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => keyed(t.app, path, t.admin, { reason: 'The receipt is unreadable' }, key)),
    );
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
    await t.app.inboxSettled();
    const { body } = await inbox(token);
    expect(body.data.rows).toHaveLength(1);
    expect(body.data.rows[0]).toMatchObject({
      kind: 'deposit.rejected',
      params: { id: String(deposit.body.data.id), reason: 'The receipt is unreadable' },
    });
  });
});

describe('reading the inbox', () => {
  it('pages newest first, filters by category and unread, and marks one or all read', async () => {
    const { token, user } = await signUp(t.app);
    const userId = user.userId;
    await publish(
      ...Array.from(
        { length: 22 },
        (_, i): DomainEvent => ({
          type: 'trading.order.filled',
          userId,
          orderId: 1000 + i,
          positionId: 2000 + i,
        }),
      ),
      ...Array.from(
        { length: 3 },
        (_, i): DomainEvent => ({
          type: 'deposit.approved',
          userId,
          depositId: 3000 + i,
          reason: null,
        }),
      ),
    );
    const first = (await inbox(token)).body.data;
    expect(first).toMatchObject({ total: 25, unread: 25 });
    expect(first.rows).toHaveLength(20);
    const ids = first.rows.map((m: { id: number }) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = (await inbox(token, '?pageNum=2')).body.data;
    expect(second.rows).toHaveLength(5);
    expect(Math.max(...second.rows.map((m: { id: number }) => m.id))).toBeLessThan(Math.min(...ids));
    expect((await inbox(token, '?category=money')).body.data.total).toBe(3);

    // The newest is the last deposit published.
    expect(first.rows[0].kind).toBe('deposit.approved');
    const one = first.rows[0].id as number;
    const read = await Promise.all(Array.from({ length: 20 }, () => readOne(token, one)));
    expect(new Set(read.map((r) => r.status))).toEqual(new Set([200]));
    expect(read[0]!.body.data).toMatchObject({ id: one, read: true });
    expect((await call(t.app, 'GET', api(inboxApi.unread.path), { token })).body.data).toEqual({ unread: 24 });
    expect((await inbox(token, '?unread=true')).body.data.total).toBe(24);

    const money = await call(t.app, 'POST', api(inboxApi.readAll.path), { token, body: { category: 'money' } });
    expect(money.body.data).toEqual({ marked: 2, unread: 22 });
    const all = await Promise.all(
      Array.from({ length: 20 }, () => call(t.app, 'POST', api(inboxApi.readAll.path), { token, body: {} })),
    );
    expect(all.reduce((sum, r) => sum + (r.body.data.marked as number), 0)).toBe(22);
    expect((await inbox(token)).body.data.unread).toBe(0);
  });

  it("never reaches another user's messages", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    await publish({ type: 'feedback.answered', userId: alice.user.userId, feedbackId: 5 });
    const [message] = (await inbox(alice.token)).body.data.rows;
    const tried = await readOne(bob.token, message.id);
    expect(tried.status).toBe(404);
    expect(tried.body.msg).toBe('This message does not exist');
    expect((await inbox(bob.token)).body.data).toMatchObject({ total: 0, rows: [] });
    const [row] = await t.app.db.select().from(inboxMessages).where(eq(inboxMessages.id, message.id));
    expect(row!.readAt).toBeNull();
    expect((await call(t.app, 'GET', api(inboxApi.unread.path))).status).toBe(401);
  });

  it('refuses a filter it does not know, field by field', async () => {
    const { token } = await signUp(t.app);
    const bad = await inbox(token, '?category=gossip&pageSize=500');
    expect(bad.status).toBe(400);
    expect(bad.body.data.map((e: { field: string }) => e.field).sort()).toEqual(['category', 'pageSize']);
  });
});

describe('the live unread count on /api/ws', () => {
  async function watching(token: string, app?: 'portal'): Promise<WsTestClient> {
    const client = await connectWs(t.wsUrl);
    client.send({ op: 'auth', token });
    client.send({ op: 'inbox.watch', ...(app ? { app } : {}) });
    await client.until((m) => m.some((x) => x.type === 'inbox.unread' || x.type === 'error'), 'the unread count');
    return client;
  }
  const counts = (client: WsTestClient) =>
    client.messages.flatMap((m) => (m.type === 'inbox.unread' ? [m.unread] : []));

  it("tells each of the user's tabs when a message arrives and when one is read, and tells no one else", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const tab1 = await watching(alice.token);
    const tab2 = await watching(alice.token);
    const theirs = await watching(bob.token);
    expect(counts(tab1)).toEqual([0]);

    await publish({ type: 'trading.margin.call', userId: alice.user.userId, currency: 'USD', marginLevel: '0.8' });
    await tab2.until((m) => m.some((x) => x.type === 'inbox.unread' && x.unread === 1), 'the new count');
    const pushed = tab2.messages.find((x) => x.type === 'inbox.unread' && x.unread === 1);
    expect(pushed).toMatchObject({ latest: { kind: 'margin.call', urgent: true, params: { currency: 'USD' } } });

    const [message] = (await inbox(alice.token)).body.data.rows;
    await readOne(alice.token, message.id);
    await tab1.until((m) => counts({ messages: m } as WsTestClient).at(-1) === 0 && m.length > 2, 'read elsewhere');
    await theirs.roundTrip();
    expect(counts(theirs)).toEqual([0]);
    for (const client of [tab1, tab2, theirs]) client.ws.close();
  });

  it("counts for the app that watches: the portal's tab hears its own count, without the trade app's messages", async () => {
    const alice = await signUp(t.app);
    const trade = await watching(alice.token);
    const portal = await watching(alice.token, 'portal');
    await publish({ type: 'trading.margin.call', userId: alice.user.userId, currency: 'USD', marginLevel: '0.8' });
    await trade.until((m) => m.some((x) => x.type === 'inbox.unread' && x.unread === 1), 'the trade count');
    await portal.until((m) => m.filter((x) => x.type === 'inbox.unread').length === 2, 'the portal count');
    expect(portal.messages.filter((x) => x.type === 'inbox.unread')).toEqual([
      { type: 'inbox.unread', unread: 0 },
      { type: 'inbox.unread', unread: 0 },
    ]);
    for (const client of [trade, portal]) client.ws.close();
  });

  it('refuses a watch before sign-in', async () => {
    const client = await connectWs(t.wsUrl);
    client.send({ op: 'inbox.watch' });
    await client.until((m) => m.some((x) => x.type === 'error'), 'the refusal');
    expect(client.messages).toEqual([{ type: 'error', msg: 'Login expired' }]);
    client.ws.close();
  });
});

describe('announcements', () => {
  it('reach every customer of the audience once, are audited, and only admins send them', async () => {
    const english = await signUp(t.app);
    const chinese = await signUp(t.app);
    await call(t.app, 'POST', api(identityApi.updateLanguage.path), {
      token: chinese.token,
      body: { language: 'zh' },
    });
    const path = api(inboxAdminApi.announce.path);
    const text = { audience: 'zh', title: '系统维护', body: '周六 02:00 至 03:00 系统维护。' };

    expect((await call(t.app, 'POST', path, { token: english.token, body: text })).status).toBe(403);
    const empty = await call(t.app, 'POST', path, { token: t.admin, body: { audience: 'everyone', title: ' ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.data).toEqual([
      { field: 'audience', message: 'Please choose who receives it' },
      { field: 'title', message: 'Please enter the title' },
      { field: 'body', message: 'Please enter the message' },
    ]);

    const sent = await call(t.app, 'POST', path, { token: t.admin, body: text });
    expect(sent.status).toBe(200);
    expect(sent.body.msg).toBe('Announcement sent');
    const zhCustomers = (await inbox(chinese.token)).body.data.rows;
    expect(zhCustomers).toHaveLength(1);
    expect(zhCustomers[0]).toMatchObject({ kind: 'announcement', category: 'system', params: { title: '系统维护' } });
    expect((await inbox(english.token)).body.data.total).toBe(0);
    const recipients = await t.app.db
      .select()
      .from(inboxMessages)
      .where(eq(inboxMessages.announcementId, sent.body.data.id));
    expect(sent.body.data.recipients).toBe(recipients.length);
    expect(recipients.every((m) => m.kind === 'announcement')).toBe(true);

    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'inbox.announce'), eq(auditLog.targetId, String(sent.body.data.id))))
      .orderBy(desc(auditLog.id));
    expect(audit?.detail).toMatchObject({ audience: 'zh', title: '系统维护', recipients: recipients.length });

    const listed = await call(t.app, 'GET', api(inboxAdminApi.announcements.path), { token: t.admin });
    expect(listed.body.data.rows[0]).toMatchObject({
      id: sent.body.data.id,
      title: '系统维护',
      sentBy: expect.any(String),
    });

    // An announcement to traders reaches those holding a position, in the trade app's inbox, not the portal's.
    const market = tradeAt(t.app);
    market.set('AAPL', { bid: '100.00', ask: '100.02' });
    await fundTrading(t.app, english.token, t.admin, '1000');
    const opened = await keyed(t.app, tradingApi.placeOrder.path, english.token, {
      symbol: 'AAPL',
      type: 'market',
      side: 'buy',
      quantity: 1,
      leverage: 1,
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const toTraders = await call(t.app, 'POST', path, {
      token: t.admin,
      body: { audience: 'traders', title: 'Trading hours change', body: 'US stocks close early on Friday.' },
    });
    expect(toTraders.body.data.recipients).toBe(1);
    const announced = (rows: Array<{ kind: string }>) => rows.filter((m) => m.kind === 'announcement');
    expect(announced((await inbox(english.token, '?app=trade')).body.data.rows)).toHaveLength(1);
    expect(announced((await inbox(english.token, '?app=portal')).body.data.rows)).toHaveLength(0);
    expect(announced((await inbox(chinese.token, '?app=portal')).body.data.rows)).toHaveLength(1);
  });

  it('are listed newest first, or by time or reach either way, and refuse any other sort on its field', async () => {
    await signUp(t.app);
    const path = api(inboxAdminApi.announce.path);
    for (const audience of ['all', 'zh']) {
      const body = { audience, title: `To ${audience}`, body: 'Sorted in the back office.' };
      expect((await call(t.app, 'POST', path, { token: t.admin, body })).status).toBe(200);
    }
    const listed = async (sort: string) =>
      (
        await call(t.app, 'GET', `${api(inboxAdminApi.announcements.path)}?pageSize=100&sort=${sort}`, {
          token: t.admin,
        })
      ).body.data.rows as Announcement[];
    const oldest = (await listed('createdAt')).map((a) => a.id);
    expect(oldest).toEqual([...oldest].sort((a, b) => a - b));
    expect((await listed('-createdAt')).map((a) => a.id)).toEqual([...oldest].reverse());
    const reach = (await listed('recipients')).map((a) => a.recipients);
    expect(reach).toEqual([...reach].sort((a, b) => a - b));
    expect(new Set(reach).size).toBeGreaterThan(1);
    const widest = (await listed('-recipients')).map((a) => a.recipients);
    expect(widest).toEqual([...reach].reverse());

    const bad = await call(t.app, 'GET', `${api(inboxAdminApi.announcements.path)}?sort=title`, { token: t.admin });
    expect(bad.status).toBe(400);
    expect(bad.body.data.map((e: { field: string }) => e.field)).toEqual(['sort']);
  });
});
