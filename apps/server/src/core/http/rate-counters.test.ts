// Per-account rate-limit counters: in Redis, every node counts into one window, atomically.
import type { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { openRedis, TEST_REDIS_URL, uniqueRedisPrefix } from '../../testing/test-redis.ts';
import { localRateCounter, redisRateCounter } from './rate-counters.ts';

describe('the local rate counter', () => {
  it('lets max hits through per key and window, then answers the wait', async () => {
    const counter = localRateCounter(3, 60_000);
    const waits = [];
    for (let i = 0; i < 5; i++) waits.push(await counter.hit('user:1'));
    expect(waits.slice(0, 3)).toEqual([0, 0, 0]);
    expect(waits[3]).toBeGreaterThan(0);
    expect(await counter.hit('user:2')).toBe(0);
  });
});

describe.runIf(TEST_REDIS_URL)('the Redis rate counter', () => {
  const connections: Redis[] = [];
  afterAll(async () => {
    await Promise.all(connections.map((c) => c.quit()));
  });
  const nodeCounter = (name: string, max: number, windowMs: number) => {
    const redis = openRedis();
    connections.push(redis);
    return redisRateCounter(redis, name, max, windowMs);
  };

  it('shares one budget between nodes under 40 hits at once: exactly max get through', async () => {
    const name = `${uniqueRedisPrefix('rate')}login`;
    const nodes = [nodeCounter(name, 10, 60_000), nodeCounter(name, 10, 60_000)];
    const waits = await Promise.all(Array.from({ length: 40 }, (_, i) => nodes[i % 2]!.hit('user:7')));
    expect(waits.filter((w) => w === 0)).toHaveLength(10);
    expect(Math.max(...waits)).toBeLessThanOrEqual(60);
    expect(Math.min(...waits.filter((w) => w > 0))).toBeGreaterThan(0);
    expect(await nodes[0]!.hit('user:8')).toBe(0);
  });

  it('opens a new window once the old one expires', async () => {
    const counter = nodeCounter(`${uniqueRedisPrefix('rate')}short`, 1, 200);
    expect(await counter.hit('k')).toBe(0);
    expect(await counter.hit('k')).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await counter.hit('k')).toBe(0);
  });
});
