// Generated from the endpoint table, so an endpoint is covered the day it is defined: who may call it (the
// authorisation matrix), and that malformed input is refused with a client error, never a crash.
import { allEndpoints, type EndpointDefinition, pathWith } from '@platform/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../testing/api.ts';
import { useTestApp } from '../../testing/test-app.ts';

let userToken: string;
const t = useTestApp();
beforeAll(async () => {
  userToken = (await signUp(t.app)).token;
});

const endpoints = allEndpoints();
const filled = (endpoint: EndpointDefinition, value: string) =>
  `/api${pathWith(endpoint.path, Object.fromEntries([...endpoint.path.matchAll(/:(\w+)/g)].map((m) => [m[1], value])))}`;

const send = (endpoint: EndpointDefinition, url: string, token: string | null, payload?: unknown) =>
  t.app.inject({
    method: endpoint.method,
    url,
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    headers: {
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: token } : {}),
      'idempotency-key': `sweep-${Math.random().toString(36).slice(2)}-key`,
    },
  });

describe('authorisation matrix', () => {
  const guarded = endpoints.filter(({ endpoint }) => endpoint.caller !== 'public');
  it.each(guarded.map((e) => [e.name, e.endpoint] as const))(
    '%s refuses an anonymous caller with 401',
    async (_, endpoint) => {
      const res = await send(endpoint, filled(endpoint, '1'), null);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 401 });
    },
  );

  const operatorOnly = endpoints.filter(
    ({ endpoint }) => typeof endpoint.caller === 'object' || endpoint.caller === 'operator',
  );
  it.each(operatorOnly.map((e) => [e.name, e.endpoint] as const))(
    '%s refuses a signed-in user with 403',
    async (_, endpoint) => {
      const res = await send(endpoint, filled(endpoint, '1'), userToken);
      expect(res.statusCode).toBe(403);
    },
  );
});

describe('malformed input', () => {
  const withBody = endpoints.filter(({ endpoint }) => endpoint.body !== undefined && !endpoint.multipart);
  it.each(withBody.map((e) => [e.name, e.endpoint] as const))(
    '%s answers a body of the wrong shape with 400',
    async (_, endpoint) => {
      for (const body of [['not', 'an', 'object'], 'text', 42]) {
        const res = await send(endpoint, filled(endpoint, '1'), t.admin, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().code).toBe(400);
      }
    },
  );

  const withParams = endpoints.filter(({ endpoint }) => endpoint.path.includes(':'));
  it.each(withParams.map((e) => [e.name, e.endpoint] as const))(
    '%s answers nonsense path values without a server error',
    async (_, endpoint) => {
      for (const value of ['-1', 'x'.repeat(300), '99999999999999999999', '%00']) {
        const res = await send(endpoint, filled(endpoint, value), t.admin, endpoint.method === 'POST' ? {} : undefined);
        expect(res.statusCode, value).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, value).toBeLessThan(500);
      }
    },
  );
});
