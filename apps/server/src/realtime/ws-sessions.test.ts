// A socket keeps no privilege its session lost: log-out, password change or reset, a disabled user or removed roles
// close the sockets opened with that session.
import {
  accountApi,
  adminApi,
  identityApi,
  pathWith,
  securityApi,
  supportAdminApi,
  supportApi,
  type WsServerMessage,
} from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { createOperator, urlOf } from '../testing/admin-test-kit.ts';
import { call, lastCode, signIn, signUp } from '../testing/api.ts';
import { useTestApp } from '../testing/test-app.ts';
import { closedWithin, watchingSupport } from '../testing/ws-client.ts';

const t = useTestApp({ listen: true });

const CLOSE_WAIT_MS = 3_000;
const REVOKED = { code: 1008, reason: 'Session ended' };

const watching = (token: string, watch: Record<string, unknown>) => watchingSupport(t.wsUrl, token, watch);

const operatorReplies = (messages: WsServerMessage[]) =>
  messages.filter((m) => m.type === 'support.message' && m.data.sender === 'operator');

describe('revoked sessions over /api/ws', () => {
  it('closes the socket of a session that logs out: it hears no support reply after', async () => {
    const support = await createOperator(t.app, t.admin, ['support']);
    const alice = await signUp(t.app);
    const otherSession = await signIn(t.app, alice.email, alice.password);
    const loggedOut = await watching(alice.token, { as: 'user', source: 'portal' });
    const stillIn = await watching(otherSession, { as: 'user', source: 'portal' });
    const sent = await call(t.app, 'POST', `/api${supportApi.sendMessage.path}`, {
      token: alice.token,
      body: { source: 'portal', text: 'Hello' },
    });

    await call(t.app, 'POST', `/api${identityApi.logout.path}`, { token: alice.token });
    expect(await closedWithin(loggedOut, CLOSE_WAIT_MS)).toEqual(REVOKED);

    await call(t.app, 'POST', `/api${pathWith(supportAdminApi.reply.path, { id: sent.body.data.conversationId })}`, {
      token: support.token,
      body: { text: 'A private answer' },
    });
    // The other session of the same user still hears it; the logged-out one does not.
    await stillIn.until((m) => operatorReplies(m).length > 0, 'the reply on the session still signed in');
    expect(operatorReplies(loggedOut.messages)).toEqual([]);
    stillIn.ws.close();
  });

  it('closes the other sessions’ sockets on a password change, and keeps the one that changed it', async () => {
    const bob = await signUp(t.app);
    const elsewhere = await signIn(t.app, bob.email, bob.password);
    const here = await watching(bob.token, { as: 'user', source: 'trade' });
    const there = await watching(elsewhere, { as: 'user', source: 'trade' });
    const changed = await call(t.app, 'POST', `/api${securityApi.changeLoginPassword.path}`, {
      token: bob.token,
      body: { oldPassword: bob.password, password: 'brand-new-pass1', confirmPassword: 'brand-new-pass1' },
    });
    expect(changed.status).toBe(200);
    expect(await closedWithin(there, CLOSE_WAIT_MS)).toEqual(REVOKED);
    await here.roundTrip();
    expect(here.ws.readyState).toBe(here.ws.OPEN);

    // The account page's change ends every session, this one too.
    await call(t.app, 'POST', `/api${accountApi.updatePwd.path}`, {
      token: bob.token,
      body: { oldPassword: 'brand-new-pass1', newPassword: 'another-pass-2' },
    });
    expect(await closedWithin(here, CLOSE_WAIT_MS)).toEqual(REVOKED);
  });

  it('closes every socket of a user whose password is reset, or who is disabled', async () => {
    const carol = await signUp(t.app);
    const reset = await watching(carol.token, { as: 'user', source: 'portal' });
    await call(t.app, 'POST', `/api${identityApi.getEmailCodeForPwd.path}`, { body: { email: carol.email } });
    const code = await lastCode(t.app, carol.email);
    await call(t.app, 'POST', `/api${identityApi.resetPwd.path}`, {
      body: { email: carol.email, password: 'new-password-9', code },
    });
    expect(await closedWithin(reset, CLOSE_WAIT_MS)).toEqual(REVOKED);

    const dave = await signUp(t.app);
    const disabled = await watching(dave.token, { as: 'user', source: 'portal' });
    await call(t.app, 'POST', urlOf(adminApi.updateUserStatus, { id: dave.user.userId }), {
      token: t.admin,
      body: { status: 'disabled', reason: 'abuse' },
    });
    expect(await closedWithin(disabled, CLOSE_WAIT_MS)).toEqual(REVOKED);
  });

  it('takes the operator feed from an operator whose support role is removed', async () => {
    const support = await createOperator(t.app, t.admin, ['support']);
    const feed = await watching(support.token, { as: 'operator' });
    expect(feed.messages.at(-1)).toEqual({ type: 'support.watching', as: 'operator' });
    await call(t.app, 'POST', urlOf(adminApi.updateUserRoles, { id: support.userId }), {
      token: t.admin,
      body: { roles: ['reviewer'], reason: 'moved team' },
    });
    expect(await closedWithin(feed, CLOSE_WAIT_MS)).toMatchObject({ code: 1008 });

    // The session itself is still good, but a new socket is refused the operator feed.
    const again = await watching(support.token, { as: 'operator' });
    expect(again.messages.at(-1)).toEqual({ type: 'error', msg: 'You do not have permission for this' });
    again.ws.close();
  });

  it('leaves sockets of a failed change open', async () => {
    const erin = await signUp(t.app);
    const socket = await watching(erin.token, { as: 'user', source: 'portal' });
    const wrong = await call(t.app, 'POST', `/api${accountApi.updatePwd.path}`, {
      token: erin.token,
      body: { oldPassword: 'not-the-password-1', newPassword: 'another-pass-2' },
    });
    expect(wrong.status).toBe(400);
    expect(await closedWithin(socket, 300)).toBeNull();
    socket.ws.close();
  });
});
