// Operator metrics in Prometheus' text format, served on their own port (METRICS_PORT), never on the public one:
// HTTP traffic by route pattern, WebSocket clients, the background jobs on this node and the ledger-wide check.
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { checkLedger } from '../core/ledger/ledger-check.ts';
import { ledgerProbe } from './ledger-probe.ts';

export interface MetricsOptions {
  /** The metrics listener's port; undefined turns metrics off (no listener, no hooks). */
  port: number | undefined;
  host: string;
}

/** How often a scrape may run the ledger-wide check; scrapes in between see the last result. */
const LEDGER_CHECK_EVERY_MS = 60_000;

export function registerMetrics(app: FastifyInstance, { port, host }: MetricsOptions): void {
  if (port === undefined) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'platform_' });
  countHttp(app, registry);
  gaugeRealtimeAndJobs(app, registry);
  const ledger = gaugeLedger(app, registry);

  let server: Server | undefined;
  // onReady, not onListen: a metrics port already taken stops start-up instead of being logged and forgotten.
  app.addHook('onReady', async () => {
    server = metricsServer(app, registry);
    const listening = server;
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(port, host, () => {
        listening.off('error', reject);
        resolve();
      });
    });
    app.log.info(`metrics: http://${host}:${port}/metrics`);
  });
  app.addHook('onClose', async () => {
    const closing = server;
    if (closing) {
      await new Promise<void>((resolve) => {
        closing.close(() => resolve());
        // Prometheus keeps its connection alive between scrapes: do not wait for it.
        closing.closeAllConnections();
      });
    }
    // The database closes after the app: let a running ledger check finish first.
    await ledger.idle();
  });
}

/** Requests, durations and 5xx answers by route pattern: the raw URL would make a series per id. */
function countHttp(app: FastifyInstance, registry: Registry) {
  const requests = new Counter({
    name: 'platform_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'platform_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'platform_http_errors_total',
    help: 'HTTP requests answered with a 5xx status, by route pattern.',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    requests.inc({ method: req.method, route, status: String(status) });
    duration.observe({ method: req.method, route }, reply.elapsedTime / 1000);
    if (status >= 500) errors.inc({ route });
  });
}

/** Read when scraped: the WebSocket hub's counts and what this node's background jobs report. */
function gaugeRealtimeAndJobs(app: FastifyInstance, registry: Registry) {
  const registers = [registry];
  new Gauge({
    name: 'platform_ws_clients',
    help: 'WebSocket clients connected to this node.',
    registers,
    collect() {
      this.set(app.quoteHub.stats().clientsConnected);
    },
  });
  new Gauge({
    name: 'platform_ws_subscriptions',
    help: 'Quote subscriptions held by the WebSocket clients on this node.',
    registers,
    collect() {
      this.set(app.quoteHub.stats().subscriptions);
    },
  });
  new Gauge({
    name: 'platform_job_lease_held',
    help: '1 when this node holds the job lease and runs the background jobs, else 0.',
    registers,
    collect() {
      this.set(app.jobs.holding() ? 1 : 0);
    },
  });
  const labelNames = ['job'] as const;
  new Counter({
    name: 'platform_job_runs_total',
    help: 'Runs of each background job finished on this node since it started, failed ones included.',
    labelNames,
    registers,
    collect() {
      this.reset();
      for (const job of app.jobs.stats()) this.inc({ job: job.name }, job.runs);
    },
  });
  new Counter({
    name: 'platform_job_failures_total',
    help: 'Failed runs of each background job on this node since it started.',
    labelNames,
    registers,
    collect() {
      this.reset();
      for (const job of app.jobs.stats()) this.inc({ job: job.name }, job.failures);
    },
  });
  new Gauge({
    name: 'platform_job_last_run_timestamp_seconds',
    help: 'When each background job last ran on this node (Unix time).',
    labelNames,
    registers,
    collect() {
      this.reset();
      for (const job of app.jobs.stats())
        if (job.lastRunAt) this.set({ job: job.name }, job.lastRunAt.getTime() / 1000);
    },
  });
  new Gauge({
    name: 'platform_job_lag_seconds',
    help: 'How late the last run of each background job started against its schedule.',
    labelNames,
    registers,
    collect() {
      this.reset();
      for (const job of app.jobs.stats()) if (job.lastLagMs !== null) this.set({ job: job.name }, job.lastLagMs / 1000);
    },
  });
}

/** The ledger-wide check, run at most once a minute however often Prometheus scrapes. */
function gaugeLedger(app: FastifyInstance, registry: Registry) {
  const probe = ledgerProbe(() => checkLedger(app.db), {
    maxAgeMs: LEDGER_CHECK_EVERY_MS,
    onError: (err) => app.log.error({ err }, 'metrics: the ledger check failed'),
  });
  const registers = [registry];
  new Gauge({
    name: 'platform_ledger_check_ok',
    help: '1 when the last ledger-wide check passed; 0 when it found a problem or could not run.',
    registers,
    async collect() {
      this.set((await probe.read())?.ok ? 1 : 0);
    },
  });
  new Gauge({
    name: 'platform_ledger_entries',
    help: 'Ledger entries, as counted by the last ledger-wide check.',
    registers,
    async collect() {
      const view = await probe.read();
      if (view) this.set(view.entries);
    },
  });
  new Gauge({
    name: 'platform_ledger_check_seconds',
    help: 'How long the last ledger-wide check took.',
    registers,
    async collect() {
      const view = await probe.read();
      if (view) this.set(view.durationMs / 1000);
    },
  });
  return probe;
}

/** A bare listener: GET /metrics, and 404 for anything else. */
function metricsServer(app: FastifyInstance, registry: Registry): Server {
  return createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found\n');
      return;
    }
    registry.metrics().then(
      (body) => res.writeHead(200, { 'content-type': registry.contentType }).end(body),
      (err: unknown) => {
        app.log.error({ err }, 'metrics: collecting failed');
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('collecting metrics failed\n');
      },
    );
  });
}
