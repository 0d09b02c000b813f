// The operator metrics: counted by route pattern, read from the hub, the jobs and the ledger, and served on their own
// port only. A small app with the same plugin stands in for the real one (a fake hub and jobs, a real test database).
import { Server } from 'node:net';
import type { DbHandle } from '@platform/db';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { JobsView } from '../core/jobs/job-stats.ts';
import type { Jobs } from '../core/jobs/jobs.ts';
import type { QuoteHub } from '../realtime/quote-hub.ts';
import { breakLedger, openLedgerDb } from '../testing/ledger-test-kit.ts';
import { freePort } from '../testing/server-process.ts';
import { registerMetrics } from './metrics.ts';

const jobs: JobsView = {
  nodeId: 'node-a',
  holding: () => true,
  stats: () => [
    {
      name: 'expire-holds',
      everyMs: 1000,
      runs: 5,
      failures: 2,
      lastRunAt: new Date(1_700_000_000_000),
      lastDurationMs: 4,
      lastLagMs: 250,
    },
    { name: 'never-ran', everyMs: 1000, runs: 0, failures: 0, lastRunAt: null, lastDurationMs: null, lastLagMs: null },
  ],
};
const hub: Pick<QuoteHub, 'stats'> = { stats: () => ({ clientsConnected: 3, subscriptions: 7 }) };

let database: DbHandle;
beforeAll(async () => {
  database = await openLedgerDb();
});
afterAll(() => database.close());

async function smallApp(metricsPort: number | undefined, db: DbHandle = database) {
  const app = Fastify({ logger: false });
  app.decorate('db', db.db);
  app.decorate('quoteHub', hub as QuoteHub);
  app.decorate('jobs', jobs as Jobs);
  registerMetrics(app, { port: metricsPort, host: '127.0.0.1' });
  await app.register(
    async (api: FastifyInstance) => {
      api.get('/things/:id', async () => ({ ok: true }));
      api.get('/boom', async () => {
        throw new Error('on purpose');
      });
    },
    { prefix: '/api' },
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  return { app, base: `http://127.0.0.1:${address.port}` };
}

/** One sample's value from the text format, matched by name and exactly these labels; undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (JSON.stringify(Object.entries(found).sort()) === JSON.stringify(Object.entries(labels).sort()))
      return Number(match[3]);
  }
  return undefined;
}

/** The ports this process starts listening on while `run` runs. */
async function listensDuring(run: () => Promise<void>): Promise<number[]> {
  const listen = vi.spyOn(Server.prototype, 'listen');
  try {
    await run();
    // listen(port, host, cb) or listen({ port, host }, cb)
    return listen.mock.calls.map(([first]) => Number(typeof first === 'object' ? first?.port : first));
  } finally {
    listen.mockRestore();
  }
}

describe('operator metrics', () => {
  it('counts requests by route pattern and serves them on the metrics port only', async () => {
    const metricsPort = await freePort();
    const { app, base } = await smallApp(metricsPort);
    const metrics = `http://127.0.0.1:${metricsPort}`;
    try {
      expect((await fetch(`${base}/api/things/41`)).status).toBe(200);
      expect((await fetch(`${base}/api/things/42?x=1`)).status).toBe(200);
      expect((await fetch(`${base}/api/boom`)).status).toBe(500);
      expect((await fetch(`${base}/no/such/page-9`)).status).toBe(404);
      // Nothing about metrics on the public port.
      expect((await fetch(`${base}/metrics`)).status).toBe(404);

      const scrape = await fetch(`${metrics}/metrics`);
      expect(scrape.status).toBe(200);
      expect(scrape.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await scrape.text();

      const things = { method: 'GET', route: '/api/things/:id' };
      expect(sample(text, 'platform_http_requests_total', { ...things, status: '200' })).toBe(2);
      expect(sample(text, 'platform_http_request_duration_seconds_count', things)).toBe(2);
      expect(sample(text, 'platform_http_requests_total', { method: 'GET', route: '/api/boom', status: '500' })).toBe(
        1,
      );
      expect(sample(text, 'platform_http_errors_total', { route: '/api/boom' })).toBe(1);
      // The two 404s (the unknown page and /metrics) share one series; no raw URL becomes a label.
      expect(sample(text, 'platform_http_requests_total', { method: 'GET', route: 'unmatched', status: '404' })).toBe(
        2,
      );
      expect(text).not.toContain('/api/things/4');
      expect(text).not.toContain('page-9');

      expect(sample(text, 'platform_ws_clients')).toBe(3);
      expect(sample(text, 'platform_ws_subscriptions')).toBe(7);
      expect(sample(text, 'platform_job_lease_held')).toBe(1);
      expect(sample(text, 'platform_job_runs_total', { job: 'expire-holds' })).toBe(5);
      expect(sample(text, 'platform_job_runs_total', { job: 'never-ran' })).toBe(0);
      expect(sample(text, 'platform_job_failures_total', { job: 'expire-holds' })).toBe(2);
      expect(sample(text, 'platform_job_last_run_timestamp_seconds', { job: 'expire-holds' })).toBe(1_700_000_000);
      expect(sample(text, 'platform_job_last_run_timestamp_seconds', { job: 'never-ran' })).toBeUndefined();
      expect(sample(text, 'platform_job_lag_seconds', { job: 'expire-holds' })).toBe(0.25);

      expect(sample(text, 'platform_ledger_check_ok')).toBe(1);
      expect(sample(text, 'platform_ledger_entries')).toBe(0);
      expect(sample(text, 'platform_ledger_check_seconds')).toBeGreaterThanOrEqual(0);
      // The default process metrics, under the platform's prefix.
      expect(sample(text, 'platform_process_resident_memory_bytes')).toBeGreaterThan(0);

      // A broken ledger shows on the next check, not on the next scrape: the check runs at most once a minute.
      await breakLedger(database.db);
      const again = await (await fetch(`${metrics}/metrics`)).text();
      expect(sample(again, 'platform_ledger_check_ok')).toBe(1);
      expect(sample(again, 'platform_ledger_entries')).toBe(0);
      expect(sample(again, 'platform_http_requests_total', { ...things, status: '200' })).toBe(2);

      expect((await fetch(`${metrics}/other`)).status).toBe(404);
      expect((await fetch(`${metrics}/metrics`, { method: 'POST' })).status).toBe(404);
    } finally {
      await app.close();
    }
    await expect(fetch(`${metrics}/metrics`)).rejects.toThrow();
  });

  it('reads the ledger check when scraped: a broken ledger reports 0', async () => {
    const broken = await openLedgerDb();
    await breakLedger(broken.db);
    const metricsPort = await freePort();
    const { app } = await smallApp(metricsPort, broken);
    try {
      const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      expect(sample(text, 'platform_ledger_check_ok')).toBe(0);
      expect(sample(text, 'platform_ledger_entries')).toBe(1);
    } finally {
      await app.close();
      await broken.close();
    }
  });

  it('opens no listener at all when no metrics port is configured', async () => {
    const ports = await listensDuring(async () => {
      const { app, base } = await smallApp(undefined);
      try {
        expect((await fetch(`${base}/metrics`)).status).toBe(404);
      } finally {
        await app.close();
      }
    });
    // The public port only.
    expect(ports).toEqual([0]);
  });

  it('opens exactly one more listener, on the metrics port, when one is configured', async () => {
    const metricsPort = await freePort();
    const ports = await listensDuring(async () => {
      const { app } = await smallApp(metricsPort);
      await app.close();
    });
    // Metrics first (the app is ready), then the public port.
    expect(ports).toEqual([metricsPort, 0]);
  });

  it('stops start-up when the metrics port is taken', async () => {
    const metricsPort = await freePort();
    const first = await smallApp(metricsPort);
    try {
      await expect(smallApp(metricsPort)).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await first.app.close();
    }
  });
});
