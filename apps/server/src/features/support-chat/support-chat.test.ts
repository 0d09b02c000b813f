import { adminApi, pathWith, supportAdminApi, supportApi } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { createOperator } from '../../testing/admin-test-kit.ts';
import { call, signUp } from '../../testing/api.ts';
import { png, uploadParts } from '../../testing/multipart.ts';
import { createTestApp, useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();

const api = (path: string) => `/api${path}`;
const CONFIG = api(supportApi.config.path);
const MINE = api(supportApi.conversation.path);
const HISTORY = api(supportApi.messages.path);
const SEND = api(supportApi.sendMessage.path);
const READ = api(supportApi.markRead.path);
const attachmentPath = (name: string) => api(pathWith(supportApi.attachment.path, { name }));
const CONVERSATIONS = api(supportAdminApi.conversations.path);
const op = (name: 'conversation' | 'messages' | 'reply' | 'markRead' | 'assign' | 'close', id: number) =>
  api(pathWith(supportAdminApi[name].path, { id }));

const send = (token: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', SEND, { token, body: { source: 'portal', ...body } });

async function uploadPng(token: string) {
  const res = await uploadParts(t.app, token, [
    { name: 'file', filename: 'shot.png', content: png(), type: 'image/png' },
  ]);
  return res.json().msg as string;
}

describe('support chat, the customer side', () => {
  it('has no conversation before the first message, then one open conversation per app with its history', async () => {
    const alice = await signUp(t.app);
    const none = await call(t.app, 'GET', `${MINE}?source=portal`, { token: alice.token });
    expect(none.body).toEqual({ code: 200, msg: 'Success', data: null });

    const first = await send(alice.token, { text: '  Hello, I need help  ' });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ sender: 'user', senderName: null, text: 'Hello, I need help' });
    const image = await uploadPng(alice.token);
    const second = await send(alice.token, { attachment: image });
    expect(second.body.data).toMatchObject({ text: '', attachment: image });
    expect(second.body.data.conversationId).toBe(first.body.data.conversationId);

    // The trade app's chat is a conversation of its own.
    const trade = await send(alice.token, { source: 'trade', text: 'From the trade app' });
    expect(trade.body.data.conversationId).not.toBe(first.body.data.conversationId);

    const mine = await call(t.app, 'GET', `${MINE}?source=portal`, { token: alice.token });
    expect(mine.body.data).toMatchObject({ id: first.body.data.conversationId, state: 'open', unread: 0 });
    const history = await call(t.app, 'GET', `${HISTORY}?source=portal`, { token: alice.token });
    expect(history.body.data.rows.map((m: { text: string }) => m.text)).toEqual(['Hello, I need help', '']);
    expect(history.body.data.hasMore).toBe(false);
  });

  it('pages history backwards, oldest first within a page', async () => {
    const bob = await signUp(t.app);
    for (let i = 1; i <= 5; i++) await send(bob.token, { text: `m${i}` });
    const last = await call(t.app, 'GET', `${HISTORY}?source=portal&pageSize=2`, { token: bob.token });
    expect(last.body.data.rows.map((m: { text: string }) => m.text)).toEqual(['m4', 'm5']);
    expect(last.body.data.hasMore).toBe(true);
    const before = last.body.data.rows[0].id;
    const older = await call(t.app, 'GET', `${HISTORY}?source=portal&pageSize=3&before=${before}`, {
      token: bob.token,
    });
    expect(older.body.data).toMatchObject({ hasMore: false });
    expect(older.body.data.rows.map((m: { text: string }) => m.text)).toEqual(['m1', 'm2', 'm3']);
  });

  it('refuses empty, too long and foreign attachments with field errors, and changes nothing', async () => {
    const carol = await signUp(t.app);
    const dave = await signUp(t.app);
    const empty = await send(carol.token, { text: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      msg: 'Please enter a message or attach an image',
      data: [{ field: 'text', message: 'Please enter a message or attach an image' }],
    });
    const long = await send(carol.token, { text: 'x'.repeat(2001) });
    expect(long.body).toMatchObject({ code: 400, msg: 'A message cannot exceed 2000 characters' });
    const zh = await call(t.app, 'POST', SEND, {
      token: carol.token,
      body: { source: 'portal', text: 'x'.repeat(2001) },
      headers: { 'accept-language': 'zh' },
    });
    expect(zh.body.msg).toBe('消息不能超过2000个字符');
    const daves = await uploadPng(dave.token);
    const foreign = await send(carol.token, { attachment: daves });
    expect(foreign.status).toBe(400);
    expect(foreign.body.data).toEqual([{ field: 'attachment', message: 'Please attach an image you have uploaded' }]);
    const badPath = await send(carol.token, { attachment: '/etc/passwd' });
    expect(badPath.body.data[0].field).toBe('attachment');
    const badSource = await call(t.app, 'POST', SEND, {
      token: carol.token,
      body: { source: 'elsewhere', text: 'hi' },
    });
    expect(badSource.status).toBe(400);
    const mine = await call(t.app, 'GET', `${MINE}?source=portal`, { token: carol.token });
    expect(mine.body.data).toBeNull();
  });

  it('needs a signed-in user, and limits how fast one user sends', async () => {
    const anonymous = await call(t.app, 'POST', SEND, { body: { source: 'portal', text: 'hi' } });
    expect(anonymous.status).toBe(401);
    expect((await call(t.app, 'GET', `${MINE}?source=portal`)).status).toBe(401);

    const limited = await createTestApp({ RATE_LIMIT_MULTIPLIER: '1' });
    try {
      const eve = await signUp(limited.app);
      for (let i = 0; i < 20; i++) {
        const ok = await call(limited.app, 'POST', SEND, {
          token: eve.token,
          body: { source: 'trade', text: `n${i}` },
        });
        expect(ok.status).toBe(200);
      }
      const over = await call(limited.app, 'POST', SEND, {
        token: eve.token,
        body: { source: 'trade', text: 'one too many' },
      });
      expect(over.status).toBe(429);
      expect(over.body.msg).toBe('You are sending messages too quickly. Please wait a moment');
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('tells the apps whether an external widget is configured', async () => {
    const built = await call(t.app, 'GET', CONFIG);
    expect(built.body.data).toEqual({ widget: null });
  });
});

describe('support chat, the operators', () => {
  it('lists unread conversations first, replies, marks read both ways, assigns, closes, and audits it', async () => {
    const support = await createOperator(t.app, t.admin, ['support']);
    const frank = await signUp(t.app);
    const sent = await send(frank.token, { text: 'Where is my case?' });
    const id = sent.body.data.conversationId as number;

    const unread = await call(t.app, 'GET', `${CONVERSATIONS}?filter=unread`, { token: support.token });
    expect(unread.body.data.rows[0]).toMatchObject({
      id,
      userId: frank.user.userId,
      unread: 1,
      state: 'open',
      assigneeId: null,
      lastMessage: 'Where is my case?',
    });
    const thread = await call(t.app, 'GET', op('messages', id), {
      token: support.token,
    });
    expect(thread.body.data.rows).toHaveLength(1);

    const read = await call(t.app, 'POST', op('markRead', id), {
      token: support.token,
      body: { upTo: 2_000_000_000 },
    });
    expect(read.status).toBe(200);
    const receipt = await call(t.app, 'GET', `${MINE}?source=portal`, { token: frank.token });
    // Capped at the last message: the receipt never claims more than exists.
    expect(receipt.body.data.operatorReadUpTo).toBe(sent.body.data.id);

    const reply = await call(t.app, 'POST', op('reply', id), {
      token: support.token,
      body: { text: 'Let me check for you.' },
    });
    expect(reply.body.data).toMatchObject({ sender: 'operator', senderName: support.username, conversationId: id });
    // The reply is in the user's inbox too, once.
    await t.app.inboxSettled();
    const inbox = await call(t.app, 'GET', '/api/inbox/messages', { token: frank.token });
    expect(inbox.body.data.rows).toEqual([expect.objectContaining({ kind: 'support.reply', category: 'support' })]);
    const after = await call(t.app, 'GET', op('conversation', id), { token: support.token });
    // Replying took the unassigned conversation.
    expect(after.body.data).toMatchObject({ unread: 0, assigneeId: support.userId, assigneeName: support.username });

    const userSide = await call(t.app, 'GET', `${MINE}?source=portal`, { token: frank.token });
    expect(userSide.body.data.unread).toBe(1);
    await call(t.app, 'POST', READ, {
      token: frank.token,
      body: { source: 'portal', upTo: reply.body.data.id },
    });
    const seen = await call(t.app, 'GET', `${MINE}?source=portal`, { token: frank.token });
    expect(seen.body.data.unread).toBe(0);
    const opView = await call(t.app, 'GET', op('conversation', id), { token: support.token });
    expect(opView.body.data.userReadUpTo).toBe(reply.body.data.id);

    const assigned = await call(t.app, 'POST', op('assign', id), { token: t.admin });
    expect(assigned.body.data.assigneeName).toBe('admin');
    const mine = await call(t.app, 'GET', `${CONVERSATIONS}?filter=mine`, { token: support.token });
    expect(mine.body.data.rows.map((r: { id: number }) => r.id)).not.toContain(id);

    const closed = await call(t.app, 'POST', op('close', id), { token: support.token });
    expect(closed.body.data.state).toBe('closed');
    const again = await call(t.app, 'POST', op('close', id), { token: support.token });
    expect(again.status).toBe(409);
    const late = await call(t.app, 'POST', op('reply', id), {
      token: support.token,
      body: { text: 'too late' },
    });
    expect(late.body).toMatchObject({ code: 409, msg: 'This conversation is closed' });

    // The user's next message opens a new conversation; the old one stays in their history.
    const next = await send(frank.token, { text: 'One more question' });
    expect(next.body.data.conversationId).not.toBe(id);
    const history = await call(t.app, 'GET', `${HISTORY}?source=portal`, { token: frank.token });
    expect(history.body.data.rows.map((m: { text: string }) => m.text)).toEqual([
      'Where is my case?',
      'Let me check for you.',
      'One more question',
    ]);

    const audit = await call(
      t.app,
      'GET',
      `/api${adminApi.findAudit.path}?targetType=support_conversation&targetId=${id}`,
      {
        token: t.admin,
      },
    );
    expect(audit.body.data.rows.map((r: { action: string }) => r.action).sort()).toEqual([
      'support.assign',
      'support.close',
      'support.reply',
    ]);
  });

  it('searches by e-mail and refuses empty replies', async () => {
    const grace = await signUp(t.app);
    await send(grace.token, { text: 'hi' });
    const found = await call(t.app, 'GET', `${CONVERSATIONS}?q=${grace.email.slice(0, 12)}`, {
      token: t.admin,
    });
    expect(found.body.data.rows.map((r: { userEmail: string }) => r.userEmail)).toEqual([grace.email]);
    const id = found.body.data.rows[0].id;
    const empty = await call(t.app, 'POST', op('reply', id), {
      token: t.admin,
      body: { text: ' ' },
    });
    expect(empty.body.data).toEqual([{ field: 'text', message: 'Please enter a message or attach an image' }]);
  });

  it("sends an operator's image, which only that customer can read", async () => {
    const judy = await signUp(t.app);
    const mallory = await signUp(t.app);
    const sent = await send(judy.token, { text: 'What should the receipt look like?' });
    const id = sent.body.data.conversationId;
    const judysImage = await uploadPng(judy.token);
    const refused = await call(t.app, 'POST', op('reply', id), {
      token: t.admin,
      body: { attachment: judysImage },
    });
    expect(refused.body.data).toEqual([{ field: 'attachment', message: 'Please attach an image you have uploaded' }]);

    const example = await uploadPng(t.admin);
    const reply = await call(t.app, 'POST', op('reply', id), {
      token: t.admin,
      body: { text: 'Like this one', attachment: example },
    });
    expect(reply.body.data).toMatchObject({ text: 'Like this one', attachment: example });
    const name = example.slice('/file/'.length);
    const read = (token: string) => t.app.inject({ url: attachmentPath(name), headers: { authorization: token } });
    const judys = await read(judy.token);
    expect(judys.statusCode).toBe(200);
    expect(judys.headers['content-type']).toBe('image/png');
    expect(judys.headers['content-disposition']).toBe('inline');
    expect(judys.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(judys.headers['x-content-type-options']).toBe('nosniff');
    expect(judys.rawPayload.equals(png())).toBe(true);
    // The operator's file itself stays private; only the conversation shares it.
    expect((await t.app.inject({ url: `/api${example}`, headers: { authorization: judy.token } })).statusCode).toBe(
      404,
    );
    expect((await read(mallory.token)).statusCode).toBe(404);
    // Her own uploads are readable there too once attached; unattached ones are not.
    const stray = (await uploadPng(judy.token)).slice('/file/'.length);
    const strayRes = await t.app.inject({
      url: attachmentPath(stray),
      headers: { authorization: judy.token },
    });
    expect(strayRes.statusCode).toBe(404);
  });

  it('keeps conversations from customers and from operators without a support role', async () => {
    const heidi = await signUp(t.app);
    const ivan = await signUp(t.app);
    const sent = await send(heidi.token, { text: 'private matter' });
    const id = sent.body.data.conversationId;
    const reviewer = await createOperator(t.app, t.admin, ['reviewer']);
    for (const token of [ivan.token, reviewer.token]) {
      const list = await call(t.app, 'GET', CONVERSATIONS, { token });
      expect(list.status).toBe(403);
      const thread = await call(t.app, 'GET', op('messages', id), { token });
      expect(thread.status).toBe(403);
      const reply = await call(t.app, 'POST', op('reply', id), {
        token,
        body: { text: 'hijack' },
      });
      expect(reply.status).toBe(403);
    }
    // Another user's own endpoints only ever show their own conversation.
    const ivansView = await call(t.app, 'GET', `${HISTORY}?source=portal`, { token: ivan.token });
    expect(ivansView.body.data.rows).toEqual([]);
    // Marking read cannot touch someone else's conversation either.
    await call(t.app, 'POST', READ, {
      token: ivan.token,
      body: { source: 'portal', upTo: sent.body.data.id },
    });
    const missing = await call(t.app, 'GET', op('conversation', 99999999), { token: t.admin });
    expect(missing.status).toBe(404);
  });
});
