import { pathWith, supportAdminApi, supportApi, type WsServerMessage } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { createOperator } from '../../testing/admin-test-kit.ts';
import { call, signUp } from '../../testing/api.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { watchingSupport } from '../../testing/ws-client.ts';

const t = useTestApp({ listen: true });

const connect = (token: string, watch: Record<string, unknown>) => watchingSupport(t.wsUrl, token, watch);

const has =
  (type: string, test: (m: never) => boolean = () => true) =>
  (messages: WsServerMessage[]) =>
    messages.some((m) => m.type === type && test(m as never));

describe('support chat over /api/ws', () => {
  it('delivers a user message to operators and the reply, typing and receipts back to that user only', async () => {
    const support = await createOperator(t.app, t.admin, ['support']);
    const alice = await signUp(t.app);
    const mallory = await signUp(t.app);
    const operator = await connect(support.token, { as: 'operator' });
    const user = await connect(alice.token, { as: 'user', source: 'portal' });
    const tradeTab = await connect(alice.token, { as: 'user', source: 'trade' });
    const other = await connect(mallory.token, { as: 'user', source: 'portal' });

    const sent = await call(t.app, 'POST', `/api${supportApi.sendMessage.path}`, {
      token: alice.token,
      body: { source: 'portal', text: 'Hello over the socket' },
    });
    const id = sent.body.data.conversationId as number;
    await operator.until(
      has('support.message', (m: { data: { text: string } }) => m.data.text === 'Hello over the socket'),
      'the user message at the operator',
    );
    await operator.until(
      has(
        'support.operatorConversation',
        (m: { data: { id: number; unread: number } }) => m.data.id === id && m.data.unread === 1,
      ),
      'the conversation update',
    );

    user.send({ op: 'support.typing', source: 'portal' });
    await operator.until(
      has(
        'support.typing',
        (m: { conversationId: number; from: string }) => m.conversationId === id && m.from === 'user',
      ),
      'the user typing',
    );
    operator.send({ op: 'support.typing', conversationId: id });
    await user.until(
      has('support.typing', (m: { from: string }) => m.from === 'operator'),
      'the operator typing',
    );

    await call(t.app, 'POST', `/api${pathWith(supportAdminApi.reply.path, { id })}`, {
      token: support.token,
      body: { text: 'Hello from support' },
    });
    await user.until(
      has('support.message', (m: { data: { text: string; sender: string } }) => m.data.sender === 'operator'),
      'the reply at the user',
    );
    await call(t.app, 'POST', `/api${supportApi.markRead.path}`, {
      token: alice.token,
      body: { source: 'portal', upTo: 2_000_000_000 },
    });
    await operator.until(
      has('support.operatorConversation', (m: { data: { userReadUpTo: number } }) => m.data.userReadUpTo > 0),
      'the read receipt at the operator',
    );

    // Nothing of it reached another user, nor the same user's trade app.
    expect(other.messages.filter((m) => m.type.startsWith('support.') && m.type !== 'support.watching')).toEqual([]);
    expect(tradeTab.messages.filter((m) => m.type.startsWith('support.') && m.type !== 'support.watching')).toEqual([]);
    for (const c of [operator, user, tradeTab, other]) c.ws.close();
  });

  it('refuses the operator feed to customers and reviewers, and any watch before auth', async () => {
    const bob = await signUp(t.app);
    const reviewer = await createOperator(t.app, t.admin, ['reviewer']);
    for (const token of [bob.token, reviewer.token]) {
      const client = await connect(token, { as: 'operator' });
      expect(client.messages.at(-1)).toEqual({ type: 'error', msg: 'You do not have permission for this' });
      client.ws.close();
    }
    const anonymous = await connect('not-a-valid-token-at-all', { as: 'user', source: 'portal' });
    expect(anonymous.messages.at(-1)).toEqual({ type: 'error', msg: 'Login expired' });
    anonymous.ws.close();
  });

  it('ignores typing for a conversation from a session not watching as an operator', async () => {
    const carol = await signUp(t.app);
    const dave = await signUp(t.app);
    const sent = await call(t.app, 'POST', `/api${supportApi.sendMessage.path}`, {
      token: carol.token,
      body: { source: 'trade', text: 'hi' },
    });
    const carolSocket = await connect(carol.token, { as: 'user', source: 'trade' });
    const daveSocket = await connect(dave.token, { as: 'user', source: 'trade' });
    daveSocket.send({ op: 'support.typing', conversationId: sent.body.data.conversationId });
    daveSocket.send({ op: 'ping' });
    await daveSocket.until(has('pong'), 'pong');
    carolSocket.send({ op: 'ping' });
    await carolSocket.until(has('pong'), 'pong');
    expect(carolSocket.messages.some((m) => m.type === 'support.typing')).toBe(false);
    carolSocket.ws.close();
    daveSocket.ws.close();
  });
});
