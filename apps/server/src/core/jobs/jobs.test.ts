import type { DbHandle } from '@platform/db';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../testing/test-app.ts';
import { createJobs, JOB_LEASE, type Jobs } from './jobs.ts';
import { claimLease, leaseHolder, releaseLease } from './lease.ts';

const log = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean | Promise<boolean>, what: string, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

let database: DbHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('the job lease', () => {
  it('goes to exactly one of 20 nodes claiming it at once, and only its holder renews it', async () => {
    const lease = 'race';
    const claims = await Promise.all(
      Array.from({ length: 20 }, (_, i) => claimLease(database.db, lease, `node-${i}`, 30)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    const winner = `node-${claims.indexOf(true)}`;
    expect(await leaseHolder(database.db, lease)).toBe(winner);
    expect(await claimLease(database.db, lease, winner, 30)).toBe(true);
    expect(await claimLease(database.db, lease, 'late-node', 30)).toBe(false);
    // Only the holder can give it up.
    await releaseLease(database.db, lease, 'late-node');
    expect(await leaseHolder(database.db, lease)).toBe(winner);
    await releaseLease(database.db, lease, winner);
    expect(await claimLease(database.db, lease, 'late-node', 30)).toBe(true);
  });

  it('passes to another node once the holder stops renewing and the lease runs out', async () => {
    const lease = 'expiry';
    expect(await claimLease(database.db, lease, 'a', 1)).toBe(true);
    expect(await claimLease(database.db, lease, 'b', 1)).toBe(false);
    await sleep(1_100);
    expect(await claimLease(database.db, lease, 'b', 1)).toBe(true);
    expect(await claimLease(database.db, lease, 'a', 1)).toBe(false);
  });
});

describe('background jobs across nodes', () => {
  const nodes: Jobs[] = [];
  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.stop()));
  });

  it('run on one node only, and move to another when the holder stops', async () => {
    const runs = new Map<string, number>();
    const node = (id: string) => {
      const jobs = createJobs({ db: database.db, log, leaseSeconds: 1, nodeId: id });
      jobs.define('count', 50, () => runs.set(id, (runs.get(id) ?? 0) + 1));
      nodes.push(jobs);
      return jobs;
    };
    const a = node('a');
    const b = node('b');
    const c = node('c');
    a.start();
    await until(() => a.holding(), 'node a to take the lease');
    b.start();
    c.start();
    await until(() => (runs.get('a') ?? 0) >= 10, 'ten runs on node a');
    expect(runs.get('b')).toBeUndefined();
    expect(runs.get('c')).toBeUndefined();
    expect([a, b, c].filter((n) => n.holding())).toEqual([a]);
    expect(a.stats()[0]).toMatchObject({ name: 'count', everyMs: 50, failures: 0 });
    expect(a.stats()[0]?.runs).toBeGreaterThanOrEqual(10);

    // A clean stop gives the lease up: one of the others takes it at its next renewal, and a stopped node never runs.
    await a.stop();
    const ranOnA = runs.get('a');
    await until(() => b.holding() || c.holding(), 'another node to take the lease', 3_000);
    const next = b.holding() ? 'b' : 'c';
    await until(() => (runs.get(next) ?? 0) >= 5, `runs on node ${next}`);
    expect(runs.get(next === 'b' ? 'c' : 'b')).toBeUndefined();
    expect(runs.get('a')).toBe(ranOnA);
    expect(await leaseHolder(database.db, JOB_LEASE)).toBe(next);
  });

  it('stops running on a node that can no longer renew, before another node may take over', async () => {
    await releaseLease(database.db, JOB_LEASE, (await leaseHolder(database.db, JOB_LEASE)) ?? '');
    await Promise.all(nodes.splice(0).map((node) => node.stop()));
    let failing = false;
    // A database that stops answering this node, as if the network between them broke.
    const cutOff = new Proxy(database.db, {
      get(target, key, receiver) {
        if (failing && key === 'insert') throw new Error('connection lost');
        return Reflect.get(target, key, receiver);
      },
    });
    const runs: number[] = [];
    const jobs = createJobs({ db: cutOff, log, leaseSeconds: 1, nodeId: 'cut-off' });
    jobs.define('stamp', 20, () => runs.push(Date.now()));
    nodes.push(jobs);
    jobs.start();
    await until(() => runs.length >= 3, 'runs while connected');
    failing = true;
    const cutAt = Date.now();
    await until(() => !jobs.holding(), 'the node to give up', 3_000);
    await sleep(300);
    const after = runs.filter((at) => at > cutAt);
    // It may finish runs for at most the rest of its lease (1 s less a margin), never beyond.
    expect(Math.max(cutAt, ...after) - cutAt).toBeLessThan(1_000);
    const count = runs.length;
    await sleep(300);
    expect(runs.length).toBe(count);
  });
});
