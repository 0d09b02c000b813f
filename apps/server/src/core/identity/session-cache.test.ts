// The session cache on its own, with a clock the test moves: what it keeps, for how long, and what evicts it.
import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache.ts';

function cacheAt(start = 1_000_000, options: { ttlMs?: number; maxEntries?: number } = {}) {
  const clock = { now: start };
  const cache = new SessionCache<string>({
    ttlMs: options.ttlMs ?? 30_000,
    maxEntries: options.maxEntries ?? 100,
    now: () => clock.now,
  });
  return { cache, clock };
}

describe('session cache', () => {
  it('keeps an entry for its time-to-live, then asks again', () => {
    const { cache, clock } = cacheAt();
    cache.set('h1', 7, new Date(clock.now + 86_400_000), 'alice', cache.mark());
    clock.now += 29_999;
    expect(cache.get('h1')).toBe('alice');
    clock.now += 1;
    expect(cache.get('h1')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('never keeps an entry past its session expiry, nor one already expired', () => {
    const { cache, clock } = cacheAt();
    cache.set('h1', 7, new Date(clock.now + 5_000), 'alice', cache.mark());
    clock.now += 4_999;
    expect(cache.get('h1')).toBe('alice');
    clock.now += 1;
    expect(cache.get('h1')).toBeUndefined();

    cache.set('h2', 7, new Date(clock.now), 'alice', cache.mark());
    expect(cache.get('h2')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('evicts every session of one user, and no one else', () => {
    const { cache, clock } = cacheAt();
    const until = new Date(clock.now + 86_400_000);
    cache.set('a1', 1, until, 'alice phone', cache.mark());
    cache.set('a2', 1, until, 'alice laptop', cache.mark());
    cache.set('b1', 2, until, 'bob', cache.mark());
    cache.evictUser(1);
    expect([cache.get('a1'), cache.get('a2'), cache.get('b1')]).toEqual([undefined, undefined, 'bob']);
    cache.clear();
    expect(cache.get('b1')).toBeUndefined();
  });

  it('does not cache an answer read before an eviction that overtook it', () => {
    const { cache, clock } = cacheAt();
    const until = new Date(clock.now + 86_400_000);
    const mark = cache.mark();
    // The database answered "live", but the session was revoked while the answer travelled.
    cache.evictUser(1);
    cache.set('a1', 1, until, 'alice', mark);
    expect(cache.get('a1')).toBeUndefined();
    cache.set('a1', 1, until, 'alice', cache.mark());
    expect(cache.get('a1')).toBe('alice');
  });

  it('holds at most maxEntries, dropping the oldest first', () => {
    const { cache, clock } = cacheAt(1_000_000, { maxEntries: 3 });
    const until = new Date(clock.now + 86_400_000);
    for (const n of [1, 2, 3, 4, 5]) cache.set(`h${n}`, n, until, `user ${n}`, cache.mark());
    expect(cache.size).toBe(3);
    expect(cache.get('h1')).toBeUndefined();
    expect(cache.get('h2')).toBeUndefined();
    expect(cache.get('h5')).toBe('user 5');
  });
});
