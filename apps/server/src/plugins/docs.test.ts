import { adminApi, filesApi, identityApi, systemApi } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app.ts';

const t = useTestApp({ admin: false });

describe('OpenAPI', () => {
  it('describes the API from the zod contracts at /api/docs/json', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.version).toBe(t.config.version);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(
        [
          identityApi.login,
          identityApi.emailRegister,
          identityApi.getUserInfo,
          systemApi.dictData,
          filesApi.uploadOne,
          systemApi.health,
          adminApi.findUsers,
          adminApi.findAudit,
        ].map((endpoint) => `/api${endpoint.path}`),
      ),
    );
    const login = doc.paths[`/api${identityApi.login.path}`].post;
    expect(Object.keys(login.requestBody.content['application/json'].schema.properties)).toEqual([
      'account',
      'password',
    ]);
  });

  it('serves the docs page over plain http without upgrade-insecure-requests', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(String(res.headers['content-security-policy'])).not.toMatch(/upgrade-insecure-requests/);
  });
});
