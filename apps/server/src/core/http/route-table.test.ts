// The endpoint table in contracts and the server's routes are the same set: every definition is served at its method
// and path, and the API serves nothing that is not defined (but the WebSocket and the docs themselves).
import { allEndpoints } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp({ admin: false });

const NOT_IN_TABLE = new Set(['GET /api/ws']);
const openApiPath = (path: string) => `/api${path.replace(/:(\w+)/g, '{$1}')}`;

describe('route table', () => {
  it('serves every defined endpoint, and only those', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const served = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const defined = allEndpoints().map(({ endpoint }) => `${endpoint.method} ${openApiPath(endpoint.path)}`);
    expect(new Set(defined).size).toBe(defined.length);
    expect(served.filter((route) => !NOT_IN_TABLE.has(route) && !defined.includes(route))).toEqual([]);
    expect(defined.filter((route) => !served.includes(route))).toEqual([]);
  });

  it('names every endpoint once, with its caller stated', () => {
    for (const { name, endpoint } of allEndpoints()) {
      expect(endpoint.caller, name).toBeDefined();
      expect(endpoint.path.startsWith('/'), name).toBe(true);
      if (endpoint.idempotent) expect(endpoint.method, name).toBe('POST');
    }
  });
});
