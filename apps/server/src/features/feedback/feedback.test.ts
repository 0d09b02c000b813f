// POST /api/feedback/add, GET /api/feedback/myList, POST /api/feedback/contact, and answering under /api/admin/feedback.
import { adminApi, feedbackAdminApi, feedbackApi, pathWith, systemApi } from '@platform/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../../testing/admin-test-kit.ts';
import { call, signUp } from '../../testing/api.ts';
import { uploadPng } from '../../testing/mediation-test-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';

let support: string;
const t = useTestApp();
beforeAll(async () => {
  support = (await createOperator(t.app, t.admin, ['support'])).token;
});

const api = (path: string) => `/api${path}`;
const ADD = api(feedbackApi.create.path);
const MINE = api(feedbackApi.findMine.path);
const CONTACT = api(feedbackApi.sendContact.path);
const QUEUE = api(feedbackAdminApi.find.path);
const answerPath = (id: number) => api(pathWith(feedbackAdminApi.answer.path, { id }));

describe('feedback', () => {
  it('POST /api/feedback/add needs a signed-in user, a category and content; the image must be theirs', async () => {
    expect((await call(t.app, 'POST', ADD, { body: {} })).status).toBe(401);
    const { token } = await signUp(t.app);
    const other = (await signUp(t.app)).token;
    const bad = await call(t.app, 'POST', ADD, { token, body: { category: 'contact', content: 'hi' } });
    expect(bad.status).toBe(400);
    expect(bad.body.data).toEqual(
      expect.arrayContaining([
        { field: 'category', message: 'Please choose a category' },
        { field: 'content', message: 'Please enter your feedback (at least 5 characters)' },
      ]),
    );
    const foreign = await call(t.app, 'POST', ADD, {
      token,
      body: { category: 'problem', content: 'The page is slow', image: await uploadPng(t.app, other) },
    });
    expect(foreign.body.data).toEqual([{ field: 'image', message: 'This file was not uploaded by you' }]);

    const image = await uploadPng(t.app, token);
    const res = await call(t.app, 'POST', ADD, {
      token,
      body: { category: 'problem', content: 'The case list does not load', contact: '', image },
    });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('Thank you. Your feedback has been received');
    expect(res.body.data).toMatchObject({ category: 'problem', status: 'open', contact: null, image, answer: null });

    const mine = await call(t.app, 'GET', MINE, { token });
    expect(mine.body.data).toMatchObject({ total: 1, rows: [{ id: res.body.data.id }] });
    expect((await call(t.app, 'GET', MINE, { token: other })).body.data.total).toBe(0);
    expect((await call(t.app, 'GET', MINE)).status).toBe(401);
  });

  it('the contact form files a feedback item from anyone; an operator answers, by e-mail for visitors; audited', async () => {
    const bad = await call(t.app, 'POST', CONTACT, {
      body: { name: '', email: 'nope', message: 'x' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.map((f: { field: string }) => f.field)).toEqual(
      expect.arrayContaining(['name', 'email', 'message']),
    );
    const sent = await call(t.app, 'POST', CONTACT, {
      body: {
        name: 'Visitor',
        email: 'visitor@example.com',
        subject: 'Fees',
        message: 'Do you charge anything up front?',
      },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toBeNull();

    expect((await call(t.app, 'GET', QUEUE, { token: (await signUp(t.app)).token })).status).toBe(403);
    const list = await call(t.app, 'GET', `${QUEUE}?category=contact&status=open`, { token: support });
    expect(list.status).toBe(200);
    const item = list.body.data.rows.find((r: { email: string }) => r.email === 'visitor@example.com');
    expect(item).toMatchObject({ userId: null, name: 'Visitor', subject: 'Fees', category: 'contact' });

    const empty = await call(t.app, 'POST', answerPath(item.id), {
      token: support,
      body: { answer: '' },
    });
    expect(empty.body.data).toEqual([{ field: 'answer', message: 'Please enter the answer' }]);
    const answered = await call(t.app, 'POST', answerPath(item.id), {
      token: support,
      body: { answer: 'No. We never charge an upfront fee.' },
    });
    expect(answered.status).toBe(200);
    expect(answered.body.data).toMatchObject({ status: 'answered', answer: 'No. We never charge an upfront fee.' });
    expect(answered.body.data.answeredBy).toBeTruthy();
    expect((await call(t.app, 'POST', answerPath(999999), { token: support, body: { answer: 'x' } })).status).toBe(404);

    const mail = await call(t.app, 'GET', `/api${systemApi.devMailbox.path}?to=visitor@example.com`);
    expect(mail.body.data[0]).toMatchObject({ subject: 'Re: Fees' });
    expect(mail.body.data[0].text).toContain('We never charge an upfront fee');
    const audit = await call(t.app, 'GET', `/api${adminApi.findAudit.path}?targetType=feedback&targetId=${item.id}`, {
      token: t.admin,
    });
    expect(audit.body.data.rows[0]).toMatchObject({ action: 'feedback.answer' });
  });

  it('a signed-in user sees the answer to their feedback', async () => {
    const { token } = await signUp(t.app);
    const res = await call(t.app, 'POST', ADD, {
      token,
      body: { category: 'suggestion', content: 'Please add a dark mode' },
    });
    await call(t.app, 'POST', answerPath(res.body.data.id), {
      token: t.admin,
      body: { answer: 'Thank you, it is planned.' },
    });
    const mine = await call(t.app, 'GET', MINE, { token });
    expect(mine.body.data.rows[0]).toMatchObject({ status: 'answered', answer: 'Thank you, it is planned.' });
  });
});
