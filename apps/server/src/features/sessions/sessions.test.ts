// The sessions page's API (issue 28 §9): each session lists where and when it signed in and was last seen, one can be
// signed out by its opaque id (only the account's own), and "sign out everywhere else" ends every other one at once,
// their open sockets too.

import { identityApi, supportApi, type WsServerMessage } from '@platform/contracts';
import { auditLog, eq, sessions } from '@platform/db';
import { describe, expect, it } from 'vitest';
import { call, signIn, signUp } from '../../testing/api.ts';
import {
  CHROME_WINDOWS,
  listSessions,
  SAFARI_IPHONE,
  signInFrom,
  signOutOthers,
  signOutSession,
} from '../../testing/sessions-test-kit.ts';
import { ADMIN, useTestApp } from '../../testing/test-app.ts';
import { closedWithin, connectWs, type WsTestClient } from '../../testing/ws-client.ts';

const t = useTestApp({ admin: false, listen: true });

const me = (token: string) => call(t.app, 'GET', `/api${identityApi.getUserInfo.path}`, { token });
const auditOf = (action: string, userId: number) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .then((rows) => rows.filter((row) => row.subjectUserId === userId));

/** A socket signed in with `token`, watching the support feed (so it is a live, signed-in socket). */
async function signedInSocket(token: string): Promise<WsTestClient> {
  const client = await connectWs(t.wsUrl);
  client.send({ op: 'auth', token });
  client.send({ op: 'support.watch', as: 'user', source: 'trade' });
  await client.until(
    (m: WsServerMessage[]) => m.some((x) => x.type === 'support.watching' || x.type === 'error'),
    'the watch answer',
  );
  return client;
}

describe('listing sessions', () => {
  it('lists the account’s live sessions newest first, the current one marked, with device, address and times', async () => {
    const alice = await signUp(t.app);
    const laptop = await signInFrom(t.app, alice, CHROME_WINDOWS, '203.0.113.7');
    const phone = await signInFrom(t.app, alice, SAFARI_IPHONE, '198.51.100.20');
    await call(t.app, 'POST', `/api${identityApi.logout.path}`, { token: alice.token });

    const listed = await listSessions(t.app, phone);
    expect(listed.map((s) => [s.device, s.ip, s.current])).toEqual([
      ['Safari · iPhone', '198.51.100.20', true],
      ['Chrome · Windows', '203.0.113.7', false],
    ]);
    for (const session of listed) {
      expect(Object.keys(session).sort()).toEqual(['current', 'device', 'id', 'ip', 'lastSeenAt', 'signedInAt']);
      expect(session.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Date.parse(session.signedInAt)).toBeLessThanOrEqual(Date.parse(session.lastSeenAt));
    }
    // Nothing in the answer is (or is part of) a token or its hash.
    const [row] = await t.app.db.select().from(sessions).where(eq(sessions.publicId, listed[1]!.id));
    const text = JSON.stringify(listed);
    for (const secret of [laptop, phone, row!.tokenHash, row!.tokenHash.slice(0, 16)])
      expect(text).not.toContain(secret);

    // Seen from the laptop's side, the laptop is the current one.
    expect((await listSessions(t.app, laptop)).map((s) => s.current)).toEqual([false, true]);
  });

  it('needs a signed-in caller', async () => {
    expect((await call(t.app, 'GET', '/api/sessions')).status).toBe(401);
  });

  it('lists an operator’s own sessions only', async () => {
    const operator = await signIn(t.app, ADMIN.email, ADMIN.password);
    const alice = await signUp(t.app);
    const listed = await listSessions(t.app, operator);
    expect(listed.some((s) => s.current)).toBe(true);
    expect((await listSessions(t.app, alice.token)).map((s) => s.id)).not.toContain(listed[0]!.id);
  });
});

describe('last seen', () => {
  it('marks a session seen on its requests and writes the marks together, not once per request', async () => {
    const bob = await signUp(t.app);
    const other = await signIn(t.app, bob.email, bob.password);
    await t.app.lastSeen.flush();
    const before = (await listSessions(t.app, bob.token)).find((s) => !s.current)!;
    await new Promise((resolve) => setTimeout(resolve, 20));
    for (let i = 0; i < 5; i++) expect((await me(other)).status).toBe(200);
    // Marked in memory only: the stored time has not moved.
    expect((await listSessions(t.app, bob.token)).find((s) => !s.current)!.lastSeenAt).toBe(before.lastSeenAt);
    await t.app.lastSeen.flush();
    expect(t.app.lastSeen.pending).toBe(0);
    const after = (await listSessions(t.app, bob.token)).find((s) => !s.current)!;
    expect(Date.parse(after.lastSeenAt)).toBeGreaterThan(Date.parse(before.lastSeenAt));
  });
});

describe('signing out one session', () => {
  it('ends that session at once (its socket too), audited, and keeps the others', async () => {
    const carol = await signUp(t.app);
    const phone = await signInFrom(t.app, carol, SAFARI_IPHONE);
    expect((await me(phone)).status).toBe(200); // cached by now
    const socket = await signedInSocket(phone);
    const target = (await listSessions(t.app, carol.token)).find((s) => s.device === 'Safari · iPhone')!;

    const done = await signOutSession(t.app, carol.token, target.id);
    expect(done.status).toBe(200);
    expect(done.body.msg).toBe('That device has been signed out');
    expect((await me(phone)).status).toBe(401);
    expect(await closedWithin(socket, 3_000)).toEqual({ code: 1008, reason: 'Session ended' });
    expect((await me(carol.token)).status).toBe(200);
    expect((await listSessions(t.app, carol.token)).map((s) => s.id)).not.toContain(target.id);
    expect(await auditOf('session.signed_out', carol.user.userId)).toMatchObject([
      { actorId: carol.user.userId, targetType: 'session', targetId: target.id },
    ]);

    // Already ended: not found.
    expect((await signOutSession(t.app, carol.token, target.id)).status).toBe(404);
  });

  it('answers 404 for another account’s session, and leaves it signed in', async () => {
    const dave = await signUp(t.app);
    const erin = await signUp(t.app);
    const erinsSession = (await listSessions(t.app, erin.token))[0]!;
    const refused = await signOutSession(t.app, dave.token, erinsSession.id);
    expect(refused.status).toBe(404);
    expect(refused.body.msg).toBe('This session does not exist or has already ended');
    expect((await me(erin.token)).status).toBe(200);
    expect(await auditOf('session.signed_out', erin.user.userId)).toEqual([]);
    expect((await signOutSession(t.app, dave.token, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await signOutSession(t.app, dave.token, 'not-a-session-id')).status).toBe(400);
  });
});

describe('signing out everywhere else', () => {
  it('ends every other session at once, sockets included, and keeps this one', async () => {
    const frank = await signUp(t.app);
    const others = await Promise.all(
      Array.from({ length: 3 }, (_, i) => signInFrom(t.app, frank, i === 0 ? SAFARI_IPHONE : CHROME_WINDOWS)),
    );
    for (const token of others) expect((await me(token)).status).toBe(200);
    const sockets = await Promise.all(others.map(signedInSocket));
    const mine = await signedInSocket(frank.token);

    const done = await signOutOthers(t.app, frank.token);
    expect(done.status).toBe(200);
    expect(done.body.data).toEqual({ signedOut: 3 });
    for (const token of others) expect((await me(token)).status).toBe(401);
    for (const socket of sockets)
      expect(await closedWithin(socket, 3_000)).toEqual({ code: 1008, reason: 'Session ended' });
    expect((await me(frank.token)).status).toBe(200);
    expect((await listSessions(t.app, frank.token)).map((s) => s.current)).toEqual([true]);
    // The current socket stays open and signed in: it still hears its own support chat.
    await call(t.app, 'POST', `/api${supportApi.sendMessage.path}`, {
      token: frank.token,
      body: { source: 'trade', text: 'Still here' },
    });
    await mine.until((m) => m.some((x) => x.type === 'support.message'), 'the current socket still served');
    mine.ws.close();
    expect(await auditOf('session.signed_out_others', frank.user.userId)).toMatchObject([
      { actorId: frank.user.userId, detail: { sessions: 3 } },
    ]);
  });

  it('20 calls at once: each answers, every other session ends once, and the caller stays signed in', async () => {
    const gina = await signUp(t.app);
    const others = await Promise.all(Array.from({ length: 5 }, () => signIn(t.app, gina.email, gina.password)));
    const answers = await Promise.all(Array.from({ length: 20 }, () => signOutOthers(t.app, gina.token)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    // Each other session was ended by exactly one of the calls.
    expect(answers.reduce((sum, a) => sum + a.body.data.signedOut, 0)).toBe(5);
    for (const token of others) expect((await me(token)).status).toBe(401);
    expect((await me(gina.token)).status).toBe(200);
    expect(await listSessions(t.app, gina.token)).toHaveLength(1);
  });
});
