// Fixed-window hit counters behind the per-account rate limits: in-process by default, in Redis when several nodes
// must share them (INCR, and the window's expiry set by the first hit, in one transaction).
import type { Redis } from 'ioredis';
import { WindowLimiter } from '../../lib/window-limiter.ts';

export interface RateCounter {
  /** Counts one hit for `key`; answers the seconds to wait when it is over the limit, otherwise 0. */
  hit(key: string): Promise<number>;
}

export function localRateCounter(max: number, windowMs: number): RateCounter {
  const limiter = new WindowLimiter(max, windowMs);
  return { hit: async (key) => limiter.hit(key) };
}

export function redisRateCounter(redis: Redis, name: string, max: number, windowMs: number): RateCounter {
  return {
    async hit(key) {
      const redisKey = `${name}:${key}`;
      const results = await redis.multi().incr(redisKey).pexpire(redisKey, windowMs, 'NX').pttl(redisKey).exec();
      const count = Number(results?.[0]?.[1]);
      const ttl = Number(results?.[2]?.[1]);
      if (!Number.isFinite(count)) throw new Error('redis rate counter: no count');
      return count > max ? Math.max(1, Math.ceil((ttl > 0 ? ttl : windowMs) / 1000)) : 0;
    },
  };
}
