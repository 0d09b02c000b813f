// The operator's work queue: per role what is answered, the order (deadline, age), the 24-hour flag, and refusals.
import { adminWorkApi, type WorkQueueView, type WorkSectionView } from '@platform/contracts';
import { eq, mediationCases, mediationProposals, realNameSubmissions, supportConversations } from '@platform/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../../testing/admin-test-kit.ts';
import { call, signUp } from '../../testing/api.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { seedWork } from '../../testing/work-test-kit.ts';

const t = useTestApp();
const SEEDED = 30;
let mediator: { token: string; userId: number; username: string };
let otherMediator: string;
let reviewer: string;
let support: string;

beforeAll(async () => {
  [mediator, otherMediator, reviewer, support] = await Promise.all([
    createOperator(t.app, t.admin, ['mediator']),
    createOperator(t.app, t.admin, ['mediator']).then((o) => o.token),
    createOperator(t.app, t.admin, ['reviewer']).then((o) => o.token),
    createOperator(t.app, t.admin, ['support']).then((o) => o.token),
  ]);
  await seedWork(t.app.db, { count: SEEDED, mediatorId: mediator.userId, tag: 'test' });
});

async function queue(token: string, kind?: string): Promise<WorkQueueView> {
  const res = await call(t.app, 'GET', `/api${adminWorkApi.queue.path}${kind ? `?kind=${kind}` : ''}`, { token });
  expect(res.status).toBe(200);
  return res.body.data;
}
const kinds = (view: WorkQueueView) => view.sections.map((s) => s.kind);
const section = (view: WorkQueueView, kind: string) => view.sections.find((s) => s.kind === kind) as WorkSectionView;

describe('who may ask', () => {
  it('is any operator: nobody signed in gets 401, a customer 403', async () => {
    expect((await call(t.app, 'GET', `/api${adminWorkApi.queue.path}`)).status).toBe(401);
    const customer = await signUp(t.app);
    expect((await call(t.app, 'GET', `/api${adminWorkApi.queue.path}`, { token: customer.token })).status).toBe(403);
  });
});

describe('what each role is answered', () => {
  it('gives a mediator their cases alone, never money or reviews', async () => {
    expect(kinds(await queue(mediator.token))).toEqual(['cases']);
    expect(kinds(await queue(mediator.token, 'deposits'))).toEqual([]);
  });

  it('gives a reviewer the reviews and the money queues, never cases or support', async () => {
    expect(kinds(await queue(reviewer))).toEqual(['identity', 'loans', 'blockTrading', 'deposits', 'withdrawals']);
  });

  it('gives a support operator the conversations waiting, never money', async () => {
    const view = await queue(support);
    expect(kinds(view)).toEqual(['support']);
    expect(section(view, 'support').total).toBe(SEEDED);
    expect(section(view, 'support').items[0]).toMatchObject({
      step: 'reply_support',
      link: expect.stringMatching(/^\/support\/\d+$/),
    });
  });

  it('gives an admin everything, with counts', async () => {
    const view = await queue(t.admin);
    expect(kinds(view)).toEqual(['cases', 'identity', 'loans', 'blockTrading', 'deposits', 'withdrawals', 'support']);
    // Every seeded case is open; the admin sees them all, assigned or not.
    expect(section(view, 'cases').total).toBe(SEEDED);
    expect(section(view, 'deposits').total).toBe(SEEDED);
    expect(section(view, 'loans').total).toBe(0);
  });
});

describe('cases', () => {
  it('answers a mediator their own and the untaken, the soonest deadline first', async () => {
    const { items, total } = section(await queue(mediator.token), 'cases');
    expect(total).toBe(SEEDED);
    const dues = items.filter((i) => i.dueAt !== null).map((i) => i.dueAt!);
    expect(dues).toEqual([...dues].sort());
    // Those without a deadline (the mediator's own moves) come after.
    const firstWithout = items.findIndex((i) => i.dueAt === null);
    expect(items.slice(firstWithout).every((i) => i.dueAt === null)).toBe(true);
    expect(new Set(items.map((i) => i.assigneeName))).toEqual(new Set([mediator.username, null]));
    expect(items.every((i) => i.link === `/cases/${i.id}`)).toBe(true);
  });

  it('says what each waits on and flags a passed deadline', async () => {
    const { items } = section(await queue(mediator.token), 'cases');
    const of = (step: string) => items.filter((i) => i.step === step);
    expect(of('review_case').every((i) => i.waitingOn === 'operator' && i.dueAt === null)).toBe(true);
    expect(of('respondent_answer').every((i) => i.waitingOn === 'respondent' && i.dueAt !== null)).toBe(true);
    expect(of('sign').every((i) => i.waitingOn === 'parties')).toBe(true);
    expect(of('confirm_payment').every((i) => i.waitingOn === 'applicant')).toBe(true);
    expect(of('mediate').length).toBeGreaterThan(0);
    for (const item of items) expect(item.overdue).toBe(item.dueAt !== null && item.dueAt < new Date().toISOString());
    expect(items.some((i) => i.overdue)).toBe(true);
  });

  it('tells apart a proposal awaiting its answer, one accepted to draft, and an applicant yet to verify', async () => {
    const before = section(await queue(t.admin, 'cases'), 'cases').items;
    const [proposed, agreed] = before.filter((i) => i.step === 'mediate');
    const [accepted] = before.filter((i) => i.step === 'review_case');
    const respondBy = new Date(Date.now() + 3_600_000);
    await t.app.db.insert(mediationProposals).values([
      {
        caseId: proposed!.id,
        author: 'applicant',
        amount: '50',
        currency: 'USD',
        terms: 'Half.',
        respondBy,
        status: 'open',
      },
      {
        caseId: agreed!.id,
        author: 'mediator',
        amount: '60',
        currency: 'USD',
        terms: 'More.',
        respondBy,
        status: 'accepted',
      },
    ]);
    await t.app.db.update(mediationCases).set({ status: 'accepted' }).where(eq(mediationCases.id, accepted!.id));

    const after = section(await queue(t.admin, 'cases'), 'cases').items;
    const find = (id: number) => after.find((i) => i.id === id)!;
    expect(find(proposed!.id)).toMatchObject({
      step: 'proposal_answer',
      waitingOn: 'respondent',
      dueAt: respondBy.toISOString(),
      overdue: false,
    });
    // Due within the hour: ahead of every case due later.
    const dues = after.filter((i) => i.dueAt !== null).map((i) => i.dueAt!);
    expect(dues).toEqual([...dues].sort());
    expect(find(agreed!.id)).toMatchObject({ step: 'draft_agreement', waitingOn: 'operator', dueAt: null });
    expect(find(accepted!.id)).toMatchObject({ step: 'verify_identity', waitingOn: 'applicant' });

    // Once the applicant is verified, the respondent is the mediator's to contact.
    const verifiedUser = (await signUp(t.app)).user.userId as number;
    await t.app.db.insert(realNameSubmissions).values({
      userId: verifiedUser,
      fullName: 'Vera Verified',
      idType: 'passport',
      idNumber: 'V1',
      country: 'GB',
      frontImage: 'front.png',
      status: 'approved',
    });
    await t.app.db.update(mediationCases).set({ userId: verifiedUser }).where(eq(mediationCases.id, accepted!.id));
    const verified = section(await queue(t.admin, 'cases'), 'cases').items.find((i) => i.id === accepted!.id);
    expect(verified).toMatchObject({ step: 'contact_respondent', waitingOn: 'operator' });
  });

  it('leaves out another mediator’s cases', async () => {
    const { items, total } = section(await queue(otherMediator), 'cases');
    expect(total).toBe(SEEDED / 3);
    expect(items.every((i) => i.assigneeName === null)).toBe(true);
  });
});

describe('support', () => {
  it('lists the customers waiting longest first, and drops a conversation once its messages are read', async () => {
    const { items, total } = section(await queue(support), 'support');
    const since = items.map((i) => i.since);
    expect(since).toEqual([...since].sort());
    await t.app.db
      .update(supportConversations)
      .set({ operatorReadUpTo: 2_000_000_000 })
      .where(eq(supportConversations.id, items[0]!.id));
    const after = section(await queue(support), 'support');
    expect(after.total).toBe(total - 1);
    expect(after.items.map((i) => i.id)).not.toContain(items[0]!.id);
  });
});

describe('reviews', () => {
  it('lists submissions oldest first, flagged past 24 hours', async () => {
    const { items, total } = section(await queue(reviewer, 'identity'), 'identity');
    expect(total).toBe(SEEDED);
    expect(items.map((i) => i.id)).toEqual([...items.map((i) => i.id)].sort((a, b) => a - b));
    const dayAgo = Date.now() - 24 * 3_600_000;
    for (const item of items) {
      expect(item.overdue).toBe(Date.parse(item.since) < dayAgo);
      expect(item.link).toBe(`/realname-reviews/${item.id}`);
    }
    expect(items.some((i) => i.overdue)).toBe(true);
    expect(items.some((i) => !i.overdue)).toBe(true);
  });

  it('lists bank deposits with their review deadline, each linking to its own page', async () => {
    const { items } = section(await queue(reviewer, 'deposits'), 'deposits');
    expect(items[0]).toMatchObject({ step: 'review_deposit', waitingOn: 'operator', dueAt: expect.any(String) });
    for (const item of items) expect(item.link).toBe(`/money/deposits/${item.id}`);
  });
});
