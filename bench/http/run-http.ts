import { hasPgbench, runPgbenchTpcb } from '../ledger/pgbench.ts';
import { heading, int, ms, table } from '../lib/table.ts';
import { startBareServer, type Target } from './bare-server.ts';
import { type LoadOptions, type LoadResult, measure } from './load.ts';
import { type Database, startPlatformServer } from './platform-server.ts';
import { measureStartMemory } from './start-memory.ts';

interface Row {
  name: string;
  result: LoadResult;
}

async function loadTarget(name: string, start: () => Promise<Target>, options: LoadOptions): Promise<Row> {
  process.stdout.write(`  ${name}: starting… `);
  const target = await start();
  try {
    process.stdout.write(`loading ${options.connections} connections for ${options.durationSeconds} s… `);
    const result = await measure(target.url, target.headers, options);
    console.log('done');
    return { name, result };
  } finally {
    await target.close();
  }
}

/** Authenticated GET /api/getUserInfo on each database, and a bare Fastify route in the same run as the yardstick. */
export async function runHttpBench(options: LoadOptions, postgresUrl: string | undefined) {
  heading('HTTP: requests/s and latency');
  const databases: Array<{ label: string; database: Database }> = [
    { label: 'getUserInfo (PGlite, in memory)', database: { kind: 'pglite' } },
  ];
  if (postgresUrl)
    databases.push({ label: 'getUserInfo (PostgreSQL)', database: { kind: 'postgres', url: postgresUrl } });

  const bare = await loadTarget('bare Fastify route', startBareServer, options);
  const rows: Row[] = [bare];
  for (const { label, database } of databases)
    rows.push(await loadTarget(label, () => startPlatformServer(database), options));

  const bareRps = bare.result.requestsPerSecond;
  // PostgreSQL's own limit for one-row reads on the same server in the same run (pgbench -S).
  const selectOnly =
    postgresUrl && hasPgbench()
      ? await runPgbenchTpcb(postgresUrl, options.connections, options.durationSeconds, { selectOnly: true })
      : undefined;
  console.log();
  console.log(
    table(
      ['target', 'req/s', 'p50', 'p99', 'requests', 'failures', 'vs bare', 'vs pgbench -S'],
      rows.map(({ name, result }) => [
        name,
        int(result.requestsPerSecond),
        ms(result.p50),
        ms(result.p99),
        int(result.total),
        int(result.failures),
        result === bare.result ? '1.00' : (result.requestsPerSecond / bareRps).toFixed(3),
        selectOnly ? (result.requestsPerSecond / selectOnly.tps).toFixed(2) : '-',
      ]),
    ),
  );
  if (selectOnly) console.log(`  pgbench -S (select-only), ${options.connections} clients: ${int(selectOnly.tps)} tps`);
  await printStartMemory(postgresUrl);
  if (!postgresUrl)
    console.log('\n  (set BENCH_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/postgres, to add PostgreSQL)');
  if (rows.some((r) => r.result.failures > 0))
    console.log('  note: a run with failures measured errors, not the route');
  return rows;
}

const mb = (bytes: number | undefined) => (bytes === undefined ? 'n/a' : `${Math.round(bytes / 2 ** 20)} MB`);

/** The aims: at most 300 MB on PGlite, 150 MB on PostgreSQL. */
async function printStartMemory(postgresUrl: string | undefined) {
  const pglite = await measureStartMemory();
  const postgres = postgresUrl ? await measureStartMemory(postgresUrl) : undefined;
  const figures = [`${mb(pglite.rss)} (PGlite, aim 300 MB)`];
  if (postgres) figures.push(`${mb(postgres.rss)} (PostgreSQL, aim 150 MB)`);
  const peaks = [`${mb(pglite.peak)} (PGlite)`, ...(postgres ? [`${mb(postgres.peak)} (PostgreSQL)`] : [])];
  console.log(`\n  server RSS after start: ${figures.join(', ')}; peak during start: ${peaks.join(', ')}`);
}
