// The ledger bench: transfers/s through the real API with 50 concurrent clients and idempotency keys, on PGlite (on
// disk) and PostgreSQL, beside pgbench's TPC-B on the same PostgreSQL in the same run; then the ledger-wide check's
// time over a million entries on each.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { moneyApi } from '@platform/contracts';
import { heading, int, ms, table } from '../lib/table.ts';
import { fillLedger, timeCheck } from './check-million.ts';
import { type LedgerDatabase, openBenchDatabase, startLedgerServer } from './ledger-server.ts';
import { hasPgbench, type PgbenchResult, runPgbenchTpcb, TPCB_ANCHOR } from './pgbench.ts';

export interface LedgerBenchOptions {
  clients: number;
  seconds: number;
  warmupSeconds: number;
  entries: number;
}

interface WorkerResult {
  latencies: number[];
  failures: number;
  replays: number;
  moved: number;
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

function runWorker(base: string, tokens: string[], seconds: number): Promise<WorkerResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./transfer-worker.mjs', import.meta.url), {
      workerData: { url: `${base}/api${moneyApi.createTransfer.path}`, tokens, seconds },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

export function databases(postgresUrl: string | undefined) {
  const list: Array<{ label: string; make: () => LedgerDatabase; cleanup: () => void }> = [];
  let dir = '';
  list.push({
    label: 'PGlite (on disk)',
    make: () => {
      dir = mkdtempSync(join(tmpdir(), 'platform-bench-pglite-'));
      return { kind: 'pglite', dataDir: join(dir, 'pglite') };
    },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  });
  if (postgresUrl)
    list.push({ label: 'PostgreSQL', make: () => ({ kind: 'postgres', url: postgresUrl }), cleanup: () => {} });
  return list;
}

/** pgbench's TPC-B on the same server (TPCB_ANCHOR, with the bench's clients), or why it was not run. */
export async function pgbenchAnchor(postgresUrl: string | undefined, options: { clients: number }) {
  if (!postgresUrl) return undefined;
  if (!hasPgbench()) {
    console.log('  pgbench: not installed, so no TPC-B anchor (it comes with PostgreSQL’s client tools)');
    return undefined;
  }
  const { scale, seconds } = TPCB_ANCHOR;
  process.stdout.write(`  pgbench TPC-B: -s ${scale}, ${options.clients} clients, -j 2, ${seconds} s… `);
  const result = await runPgbenchTpcb(postgresUrl, options.clients, seconds, { scale });
  console.log(`${int(result.tps)} tps`);
  return result;
}

export const ratioOf = (transfersPerSecond: number, anchor: PgbenchResult | undefined) =>
  anchor ? `${(transfersPerSecond / anchor.tps).toFixed(2)} ×` : '-';

export async function runLedgerBench(options: LedgerBenchOptions, postgresUrl: string | undefined) {
  heading(`Ledger: transfers through the API (${options.clients} clients, Idempotency-Key on each)`);
  const anchor = await pgbenchAnchor(postgresUrl, options);
  const rows: string[][] = [];
  for (const db of databases(postgresUrl)) {
    process.stdout.write(`  ${db.label}: seeding ${options.clients} funded users… `);
    const target = await startLedgerServer(db.make(), options.clients);
    try {
      // A warm-up run lets the JIT and the server's start-up work (market backfill) settle; its figures are dropped.
      process.stdout.write(`warming up ${options.warmupSeconds} s… `);
      await runWorker(target.base, target.tokens, options.warmupSeconds);
      process.stdout.write(`transferring for ${options.seconds} s… `);
      const result = await runWorker(target.base, target.tokens, options.seconds);
      const check = await timeCheck(target.handle.db);
      console.log(`done (ledger check ${check.ok ? 'ok' : 'FAILED'})`);
      const sorted = [...result.latencies].sort((a, b) => a - b);
      const perSecond = result.moved / options.seconds;
      rows.push([
        db.label,
        int(perSecond),
        ratioOf(perSecond, anchor),
        ms(percentile(sorted, 50)),
        ms(percentile(sorted, 99)),
        int(result.latencies.length),
        int(result.replays),
        int(result.failures),
        check.ok ? 'ok' : 'FAILED',
      ]);
    } finally {
      await target.close();
      db.cleanup();
    }
  }
  console.log();
  console.log(
    table(
      ['database', 'transfers/s', '÷ pgbench TPC-B', 'p50', 'p99', 'requests', 'replays', 'failures', 'ledger check'],
      anchor
        ? [
            ...rows,
            [
              'pgbench TPC-B (same server)',
              int(anchor.tps),
              '1.00 ×',
              `avg ${ms(anchor.latencyMs)}`,
              '',
              '',
              '',
              '',
              '',
            ],
          ]
        : rows,
    ),
  );
  console.log(
    '  (each client’s first request and every tenth after it is retried with the same key: it must replay, not move money)',
  );
  if (anchor) {
    console.log('  (pgbench: `pgbench -i -s 10`, then TPC-B with the same clients, -j 2, for 8 s)');
  }

  heading(`Ledger: the ledger-wide check over ${int(options.entries)} entries`);
  const checkRows: string[][] = [];
  for (const db of databases(postgresUrl)) {
    process.stdout.write(`  ${db.label}: bulk-inserting ${int(options.entries)} entries… `);
    const handle = await openBenchDatabase(db.make());
    try {
      const started = performance.now();
      await fillLedger(handle.db, options.entries);
      const fillMs = performance.now() - started;
      process.stdout.write('checking… ');
      const check = await timeCheck(handle.db);
      console.log('done');
      checkRows.push([
        db.label,
        int(check.entries),
        int(check.postings),
        ms(check.wallMs),
        check.ok ? 'ok' : 'FAILED',
        `${(fillMs / 1000).toFixed(1)} s`,
      ]);
    } finally {
      await handle.close();
      db.cleanup();
    }
  }
  console.log();
  console.log(table(['database', 'entries', 'postings', 'check time', 'result', '(bulk insert)'], checkRows));
  if (!postgresUrl) console.log('\n  (set BENCH_DATABASE_URL to add PostgreSQL)');
}
