import { systemApi } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { call } from '../../testing/api.ts';
import { createTestApp, useTestApp } from '../../testing/test-app.ts';

const t = useTestApp({ admin: false });

describe('GET /api/health', () => {
  it('says the database answers and which version runs', async () => {
    const res = await call(t.app, 'GET', `/api${systemApi.health.path}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: 200,
      msg: 'Success',
      data: { status: 'ok', database: 'ok', version: t.config.version },
    });
  });

  it('answers 503 without details when the database is gone', async () => {
    const other = await createTestApp();
    // A running server that loses its database (start-up work such as opening house accounts has already run).
    await other.app.ready();
    await other.database.close();
    try {
      const res = await call(other.app, 'GET', `/api${systemApi.health.path}`);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ code: 503, msg: 'Database unreachable', data: null });
    } finally {
      await other.app.close();
    }
  });
});

describe('GET /api/ready', () => {
  it('says ready while the database answers, and 503 once the node drains', async () => {
    const ready = await call(t.app, 'GET', `/api${systemApi.ready.path}`);
    expect(ready.status).toBe(200);
    expect(ready.body.data).toEqual({ status: 'ready' });

    const other = await createTestApp();
    await other.app.ready();
    other.app.lifecycle.draining = true;
    try {
      const res = await call(other.app, 'GET', `/api${systemApi.ready.path}`);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ code: 503, msg: 'This server is shutting down; try again', data: null });
    } finally {
      await other.app.close();
    }
  });
});
