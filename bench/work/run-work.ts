// The work queue bench (issue 32 §1): 10,000 of each kind of waiting record (cases, real-name submissions, bank
// deposits, withdrawals, block-trading applications, support conversations), then the p95 of GET /api/admin/work per
// queue and per role, beside a bare authenticated route (GET /api/getUserInfo) measured in the same run, over HTTP.
// It measures and reports; it never asserts.
import { rmSync } from 'node:fs';
import { adminWorkApi, identityApi, WORK_KINDS } from '@platform/contracts';
import { createDb } from '@platform/db';
import { createOperator } from '../../apps/server/src/testing/admin-test-kit.ts';
import { signIn } from '../../apps/server/src/testing/api.ts';
import { freshPostgres } from '../../apps/server/src/testing/fresh-postgres.ts';
import { ADMIN, createTestApp } from '../../apps/server/src/testing/test-app.ts';
import { seedWork } from '../../apps/server/src/testing/work-test-kit.ts';
import { percentile } from '../ledger/run-ledger.ts';
import { heading, int, ms, table } from '../lib/table.ts';

export interface WorkBenchOptions {
  records: number;
  requests: number;
}

async function latencies(url: string, token: string, requests: number): Promise<number[]> {
  const ask = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: { Authorization: token } });
    const body = (await response.json()) as { code: number };
    if (body.code !== 200) throw new Error(`bench: ${url} answered ${body.code}`);
    return performance.now() - started;
  };
  for (let i = 0; i < Math.min(20, requests); i++) await ask();
  const times: number[] = [];
  for (let i = 0; i < requests; i++) times.push(await ask());
  return times.sort((a, b) => a - b);
}

async function benchOn(label: string, postgresUrl: string | undefined, options: WorkBenchOptions) {
  process.stdout.write(`  ${label}: seeding ${int(options.records)} of each kind… `);
  const db = postgresUrl ? await freshPostgres(postgresUrl, { prefix: 'bench' }) : await createDb({});
  const { app, config } = await createTestApp({ RATE_LIMIT_MULTIPLIER: '10000' }, { database: db });
  try {
    const admin = await signIn(app, ADMIN.email, ADMIN.password);
    const [mediator, reviewer, support] = await Promise.all(
      (['mediator', 'reviewer', 'support'] as const).map((role) => createOperator(app, admin, [role])),
    );
    await seedWork(app.db, { count: options.records, mediatorId: mediator!.userId, tag: 'bench' });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };
    const api = (path: string) => `http://127.0.0.1:${port}/api${path}`;
    console.log(`measuring ${options.requests} requests each, one at a time…`);

    const bare = await latencies(api(identityApi.getUserInfo.path), admin, options.requests);
    const bareP95 = percentile(bare, 95);
    const rows: string[][] = [];
    const measure = async (name: string, token: string, query: string) => {
      const times = await latencies(api(`${adminWorkApi.queue.path}${query}`), token, options.requests);
      const p95 = percentile(times, 95);
      rows.push([name, ms(percentile(times, 50)), ms(p95), ms(bareP95), `${(p95 / bareP95).toFixed(1)} ×`]);
    };
    for (const kind of WORK_KINDS) await measure(`queue ${kind} (admin: all)`, admin, `?kind=${kind}`);
    await measure('mediator (own + untaken cases)', mediator!.token, '');
    await measure('reviewer (5 queues)', reviewer!.token, '');
    await measure('support (conversations)', support!.token, '');
    await measure('admin (every queue)', admin, '');
    rows.push(['bare: GET /api/getUserInfo', ms(percentile(bare, 50)), ms(bareP95), ms(bareP95), '1.0 ×']);
    console.log();
    console.log(table(['request', 'p50', 'p95', 'bare p95', 'p95 ÷ bare'], rows));
  } finally {
    await app.close();
    await db.close();
    rmSync(config.DATA_DIR, { recursive: true, force: true });
  }
}

export async function runWorkBench(options: WorkBenchOptions, postgresUrl: string | undefined) {
  heading(`Work queue: GET /api/admin/work with ${int(options.records)} waiting records of each kind`);
  await benchOn('PGlite (in memory)', undefined, options);
  if (postgresUrl) await benchOn('PostgreSQL', postgresUrl, options);
  console.log('  aim: each queue ≤ 100 ms p95');
}
