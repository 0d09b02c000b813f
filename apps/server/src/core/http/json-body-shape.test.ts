// Bodies the contracts never ask for: 50,000 nested arrays on a money-moving endpoint that takes no body overflowed the
// stack of the request's fingerprint (500); any JSON body nesting deeper than LIMITS.jsonDepthMax is now a 400, and so
// is a body sent where the contract declares none.
import { randomUUID } from 'node:crypto';
import { allEndpoints, identityApi, LIMITS, MESSAGES, pathWith } from '@platform/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../testing/api.ts';
import { useTestApp } from '../../testing/test-app.ts';

let token: string;
const t = useTestApp({ admin: false });
beforeAll(async () => {
  ({ token } = await signUp(t.app));
});

const nested = (depth: number, inner = '1') => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;

const bodiless = allEndpoints()
  .map((e) => e.endpoint)
  .filter((e) => e.method === 'POST' && e.idempotent && !e.body && !e.multipart);

function post(path: string, payload: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api${pathWith(path, { id: 1 })}`,
    payload,
    headers: { 'content-type': 'application/json', authorization: token, 'idempotency-key': randomUUID() },
  });
}

describe('a JSON body nesting too deeply', () => {
  it('covers the six money-moving endpoints that take no body', () => {
    const paths = bodiless.map((e) => e.path);
    for (const path of [
      '/trading/orders/:id/cancel',
      '/ipo/subscriptions/:id/withdraw',
      '/loans/mine/:id/repay-next',
      '/mining/contracts/:id/sandbox/settle-next',
      '/robots/mine/:id/start',
      '/robots/mine/:id/pause',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it.each(bodiless.map((e) => [e.path, e]))('is a 400 at 50,000 levels on %s', async (_path, endpoint) => {
    const res = await post(endpoint.path, nested(50_000));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, msg: MESSAGES.jsonTooDeep.en });
  });

  it(`is a 400 one level past ${LIMITS.jsonDepthMax} on an endpoint with a body, in both languages`, async () => {
    const payload = `{"account":${nested(LIMITS.jsonDepthMax, '"a"')},"password":"x"}`;
    const res = await post(identityApi.login.path, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      msg: MESSAGES.jsonTooDeep.en,
      data: [{ field: 'body', message: MESSAGES.jsonTooDeep.en }],
    });
    const zh = await t.app.inject({
      method: 'POST',
      url: `/api${identityApi.login.path}`,
      payload,
      headers: { 'content-type': 'application/json', 'accept-language': 'zh' },
    });
    expect(zh.json().msg).toBe(MESSAGES.jsonTooDeep.zh);
  });

  it('leaves bodies within the limit to the schema, and brackets inside strings alone', async () => {
    const atLimit = await post(
      identityApi.login.path,
      `{"account":${nested(LIMITS.jsonDepthMax - 1, '"a"')},"password":"x"}`,
    );
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json().msg).not.toBe(MESSAGES.jsonTooDeep.en);
    const bracketsInText = await post(
      identityApi.login.path,
      JSON.stringify({ account: '['.repeat(100), password: 'x' }),
    );
    expect(bracketsInText.json().msg).not.toBe(MESSAGES.jsonTooDeep.en);
  });
});

describe('a body where the contract declares none', () => {
  it.each(bodiless.map((e) => [e.path, e]))('is a 400 on %s', async (_path, endpoint) => {
    for (const payload of ['[1]', '{"quantity":1}', '"text"', '0']) {
      const res = await post(endpoint.path, payload);
      expect(res.statusCode, payload).toBe(400);
      expect(res.json(), payload).toMatchObject({ msg: MESSAGES.bodyNotExpected.en });
    }
  });

  it('still takes nothing, or an empty object, as the spec client sends', async () => {
    for (const endpoint of bodiless) {
      for (const payload of ['', '{}']) {
        const res = await post(endpoint.path, payload);
        expect(res.json().msg, `${endpoint.path} ${payload}`).not.toBe(MESSAGES.bodyNotExpected.en);
        expect(res.statusCode, `${endpoint.path} ${payload}`).toBeLessThan(500);
      }
    }
  });
});
