// Issue 28 §1: a signed-in request's p99 while anonymous sockets flood /api/ws with `auth` frames, beside its quiet
// p99 measured just before, in rounds. The flood comes from another process at the lowest priority (an attacker's own
// machine; on two cores its CPU would otherwise be counted as the server's); the test (ws-auth-flood.test.ts) checks
// the same ratio in one round with a test runner's noise around it, this prints every round on a quiet machine.
import { moneyApi } from '@platform/contracts';
import { createDb } from '@platform/db';
import { signUp } from '../../apps/server/src/testing/api.ts';
import { p99Of, startAuthFlood } from '../../apps/server/src/testing/auth-flood.ts';
import { freshPostgres } from '../../apps/server/src/testing/fresh-postgres.ts';
import { createTestApp } from '../../apps/server/src/testing/test-app.ts';
import type { Database } from '../http/platform-server.ts';
import { heading, ms, table } from '../lib/table.ts';

export interface FloodBenchOptions {
  rounds: number;
  /** Sequential requests per measurement: the p99 is the nearest rank of these. */
  samples: number;
  sockets: number;
  frames: number;
}

async function floodRounds(database: Database, options: FloodBenchOptions) {
  const db = database.kind === 'postgres' ? await freshPostgres(database.url, { prefix: 'bench' }) : await createDb({});
  const t = await createTestApp({ WS_ANONYMOUS_PER_IP: String(options.sockets + 5) }, { database: db });
  try {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${base.replace('http', 'ws')}/api/ws`;
    const user = await signUp(t.app);
    const assets = async () => {
      const res = await fetch(`${base}/api${moneyApi.assets.path}`, { headers: { authorization: user.token } });
      if (res.status !== 200) throw new Error(`bench: assets answered ${res.status}`);
      await res.arrayBuffer();
    };
    await p99Of(options.samples, assets); // warm-up
    const rounds: Array<{ quiet: number; flooded: number }> = [];
    for (let round = 0; round < options.rounds; round++) {
      const quiet = await p99Of(options.samples, assets);
      const flood = await startAuthFlood(url, options.sockets, options.frames);
      const flooded = await p99Of(options.samples, assets);
      await flood.ends;
      rounds.push({ quiet, flooded });
    }
    return rounds;
  } finally {
    await t.close();
  }
}

export async function runFloodBench(options: FloodBenchOptions, postgresUrl: string | undefined) {
  heading(`/api/ws auth flood: GET /api/money/assets p99 (${options.samples} requests), quiet and flooded`);
  console.log(
    `  ${options.sockets} anonymous sockets × ${options.frames} auth frames per round, from a process at nice 19`,
  );
  const databases: Array<{ label: string; database: Database }> = [{ label: 'PGlite', database: { kind: 'pglite' } }];
  if (postgresUrl) databases.push({ label: 'PostgreSQL', database: { kind: 'postgres', url: postgresUrl } });
  const rows: string[][] = [];
  for (const { label, database } of databases) {
    const rounds = await floodRounds(database, options);
    const ratios = rounds.map((r) => r.flooded / r.quiet).sort((a, b) => a - b);
    for (const [i, r] of rounds.entries())
      rows.push([label, String(i + 1), ms(r.quiet), ms(r.flooded), (r.flooded / r.quiet).toFixed(2)]);
    rows.push([label, 'median', '', '', ratios[Math.floor(ratios.length / 2)]!.toFixed(2)]);
  }
  console.log();
  console.log(table(['database', 'round', 'quiet p99', 'flooded p99', 'flooded / quiet (aim ≤ 2)'], rows));
}
