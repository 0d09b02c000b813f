// PostgreSQL's own limits, on a fresh database of the same server in the same run: pgbench's TPC-B (five statements
// per transaction, durable commits) for the ledger bench, and its select-only script (`-S`, one primary-key read) for
// the HTTP bench's reads, so the server's figures can be read as ratios of them.
import { spawn, spawnSync } from 'node:child_process';
import { emptyPostgres } from '../../apps/server/src/testing/fresh-postgres.ts';

export interface PgbenchResult {
  tps: number;
  /** pgbench's own average latency per transaction */
  latencyMs: number;
}

export const hasPgbench = () => spawnSync('pgbench', ['--version'], { stdio: 'ignore' }).status === 0;

function run(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('pgbench', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      out += chunk;
    });
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`pgbench ${args[0]} exited with ${code}:\n${out}`)),
    );
  });
}

/**
 * The TPC-B anchor the performance issue measures against: `pgbench -i -s 10`, then `pgbench -c 50 -j 2 -T 8`. At
 * scale 1 all 50 clients queue on one branch row, which makes PostgreSQL look twice as slow as it is.
 */
export const TPCB_ANCHOR = { scale: 10, seconds: 8 } as const;

/**
 * `pgbench -i -s scale` into a new database, then TPC-B (or with `selectOnly` the select-only script) with `clients`
 * clients for `seconds`; the database is dropped after.
 */
export async function runPgbenchTpcb(
  url: string,
  clients: number,
  seconds: number,
  { selectOnly = false, scale = 1 } = {},
): Promise<PgbenchResult> {
  const database = await emptyPostgres(url, { prefix: 'bench_pgbench' });
  try {
    await run(['-i', '-q', '-s', String(scale), database.url]);
    const script = selectOnly ? ['-S'] : [];
    const out = await run([...script, '-c', String(clients), '-j', '2', '-T', String(seconds), database.url]);
    const tps = /tps = ([\d.]+)/.exec(out)?.[1];
    const latency = /latency average = ([\d.]+) ms/.exec(out)?.[1];
    if (tps === undefined) throw new Error(`pgbench printed no tps:\n${out}`);
    return { tps: Number(tps), latencyMs: Number(latency ?? Number.NaN) };
  } finally {
    await database.drop();
  }
}
