// Least privilege on private files (issue 28 §8): besides its owner, a file handed in to a queue is read only by the
// operators whose role works that queue. Before, any operator (support, a mediator) could read any user's real-name
// photos, receipts and evidence, protected only by the secrecy of the name.
import { feedbackApi, mediationApi, moneyApi, realNameApi, supportApi } from '@platform/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../../testing/admin-test-kit.ts';
import { call, signUp } from '../../testing/api.ts';
import { uploadPng, validApplication } from '../../testing/mediation-test-kit.ts';
import { keyed } from '../../testing/money-test-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';

const tokens: Record<'admin' | 'reviewer' | 'mediator' | 'support' | 'owner' | 'otherUser', string> = {
  admin: '',
  reviewer: '',
  mediator: '',
  support: '',
  owner: '',
  otherUser: '',
};
const t = useTestApp();
beforeAll(async () => {
  tokens.admin = t.admin;
  const [reviewer, mediator, support, owner, otherUser] = await Promise.all([
    createOperator(t.app, tokens.admin, ['reviewer']),
    createOperator(t.app, tokens.admin, ['mediator']),
    createOperator(t.app, tokens.admin, ['support']),
    signUp(t.app),
    signUp(t.app),
  ]);
  Object.assign(tokens, {
    reviewer: reviewer.token,
    mediator: mediator.token,
    support: support.token,
    owner: owner.token,
    otherUser: otherUser.token,
  });
});

const ok = async (res: Promise<{ status: number; body: unknown }>) => {
  const { status, body } = await res;
  if (status !== 200) throw new Error(`failed: ${JSON.stringify(body)}`);
};

/** Each kind of private file, handed in where the apps hand it in, by the owner. */
const kinds: Record<string, { readers: string[]; handIn: (path: string) => Promise<void> }> = {
  'a real-name (KYC) photo': {
    readers: ['reviewer', 'admin'],
    handIn: async (frontImage) => {
      const backImage = await uploadPng(t.app, tokens.owner);
      const body = { country: 'GB', idType: 'id_card', firstName: 'Ada', lastName: 'Lovelace', idNumber: 'ID-1' };
      await ok(
        call(t.app, 'POST', `/api${realNameApi.submitKyc.path}`, {
          token: tokens.owner,
          body: { ...body, frontImage, backImage },
        }),
      );
    },
  },
  'a bank deposit receipt': {
    readers: ['reviewer', 'admin'],
    handIn: (receiptPath) =>
      ok(keyed(t.app, moneyApi.createBankDeposit.path, tokens.owner, { currency: 'USD', amount: '10', receiptPath })),
  },
  'mediation evidence': {
    readers: ['mediator', 'admin'],
    handIn: (path) =>
      ok(
        call(t.app, 'POST', `/api${mediationApi.apply.path}`, {
          token: tokens.owner,
          body: validApplication({ evidence: [path] }),
        }),
      ),
  },
  'a feedback screenshot': {
    readers: ['support', 'admin'],
    handIn: (image) =>
      ok(
        call(t.app, 'POST', `/api${feedbackApi.create.path}`, {
          token: tokens.owner,
          body: { category: 'problem', content: 'The page is slow', image },
        }),
      ),
  },
  'a support chat image': {
    readers: ['support', 'admin'],
    handIn: (attachment) =>
      ok(
        call(t.app, 'POST', `/api${supportApi.sendMessage.path}`, {
          token: tokens.owner,
          body: { source: 'portal', attachment },
        }),
      ),
  },
  'a file uploaded and not handed in anywhere': { readers: [], handIn: async () => {} },
};

const read = async (path: string, token: string) =>
  (await t.app.inject({ method: 'GET', url: `/api${path}`, headers: { authorization: token } })).statusCode;

describe('GET /api/file/:name of a private file', () => {
  for (const [kind, { readers, handIn }] of Object.entries(kinds)) {
    it(`${kind}: the owner and ${readers.join(' and ') || 'no operator'} read it; everyone else is answered 404`, async () => {
      const path = await uploadPng(t.app, tokens.owner);
      await handIn(path);
      const answers = Object.fromEntries(
        await Promise.all(Object.entries(tokens).map(async ([who, token]) => [who, await read(path, token)] as const)),
      );
      const expected = Object.fromEntries(
        Object.keys(tokens).map((who) => [who, who === 'owner' || readers.includes(who) ? 200 : 404]),
      );
      expect(answers).toEqual(expected);
    });
  }
});
