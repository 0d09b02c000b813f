// Two real API server processes (src/server.ts) sharing one fresh PostgreSQL database and one Redis under a prefix of
// their own, as a cluster runs them; each thing started is handed to the run's Cleanup as soon as it exists.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { emptyPostgres } from '../../apps/server/src/testing/fresh-postgres.ts';
import { type ServerProcess, startServerProcess } from '../../apps/server/src/testing/server-process.ts';
import type { Cleanup } from './cleanup.ts';

export const OPERATOR = { email: 'bench@bench.local', password: 'bench-pass-1' } as const;
const STOP_GRACE_MS = 12_000;

export interface Node {
  /** 1-based, in start order. */
  number: number;
  base: string;
  pid: number;
  server: ServerProcess;
}

export interface Cluster {
  nodes: Node[];
  /** The number of the node holding the background-jobs lease (the one that ticks the market), if any. */
  tickerNode(): Promise<number | undefined>;
}

/** Stops a node, and kills it if it has not exited `STOP_GRACE_MS` after SIGTERM. */
async function stopNode(server: ServerProcess) {
  const force = setTimeout(() => void server.stop('SIGKILL'), STOP_GRACE_MS);
  await server.stop('SIGTERM');
  clearTimeout(force);
}

/** One short-lived Redis connection that does not retry: a failure surfaces once, through `work`. */
async function withRedis<T>(url: string, work: (redis: Redis) => Promise<T>): Promise<T> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
  let failure: Error | undefined;
  redis.on('error', (error: Error) => {
    failure = error;
  });
  try {
    // ioredis rejects with "Connection is closed"; the error event says why.
    await redis.connect().catch((error: Error) => {
      throw failure ?? error;
    });
    return await work(redis);
  } finally {
    redis.disconnect();
  }
}

/** Deletes every key under `prefix` (rate-limit counters); channels leave nothing behind. */
async function dropRedisKeys(url: string, prefix: string) {
  await withRedis(url, async (redis) => {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  });
}

async function leaseHolder(databaseUrl: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ holder: string }>(
      "select holder from job_leases where name = 'background-jobs' and expires_at >= now()",
    );
    return result.rows[0]?.holder;
  } finally {
    await client.end();
  }
}

/**
 * Starts `count` nodes one after the other: the first migrates the empty database and creates the operator, so the
 * others start on a ready one. Every node gets the same `env` on top of the cluster's own.
 */
export async function startCluster(
  urls: { database: string; redis: string },
  count: number,
  env: Record<string, string>,
  cleanup: Cleanup,
): Promise<Cluster> {
  // Fails early, with Redis's own message, rather than as a node that would not start.
  await withRedis(urls.redis, (redis) => redis.ping()).catch((error: Error) => {
    throw new Error(`bench: Redis at ${urls.redis} is unreachable: ${error.message}`);
  });
  const database = await emptyPostgres(urls.database, { prefix: 'bench_cluster' });
  cleanup.add('dropping the database', database.drop);
  const prefix = `bench-cluster-${randomBytes(4).toString('hex')}:`;
  cleanup.add('deleting the Redis keys', () => dropRedisKeys(urls.redis, prefix));
  // Uploads and the like; the nodes share it, as nodes behind one load balancer share their storage.
  const dataDir = mkdtempSync(join(tmpdir(), 'platform-cluster-bench-'));
  cleanup.add('removing the data directory', () => rmSync(dataDir, { recursive: true, force: true }));

  const shared = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: database.url,
    REDIS_URL: urls.redis,
    REDIS_PREFIX: prefix,
    DATA_DIR: dataDir,
    // Several nodes must share it (made under DATA_DIR otherwise, by whichever node gets there first).
    CODE_SECRET: randomBytes(32).toString('hex'),
    BOOTSTRAP_ADMIN_EMAIL: OPERATOR.email,
    BOOTSTRAP_ADMIN_PASSWORD: OPERATOR.password,
    BOOTSTRAP_INVITE_CODE: 'BENCH2026',
    RATE_LIMIT_MULTIPLIER: '10000',
    ...env,
  };

  const nodes: Node[] = [];
  for (let number = 1; number <= count; number++) {
    process.stdout.write(`  starting node ${number}… `);
    const started = performance.now();
    const server = await startServerProcess(shared);
    cleanup.add(`stopping node ${number}`, () => stopNode(server));
    const pid = server.child.pid;
    if (pid === undefined) throw new Error(`bench: node ${number} has no process id`);
    nodes.push({ number, base: server.base, pid, server });
    console.log(`${((performance.now() - started) / 1000).toFixed(1)} s (pid ${pid})`);
  }

  return {
    nodes,
    async tickerNode() {
      // The holder is `host:pid:random`.
      const pid = Number((await leaseHolder(database.url))?.split(':')[1]);
      return nodes.find((node) => node.pid === pid)?.number;
    },
  };
}
