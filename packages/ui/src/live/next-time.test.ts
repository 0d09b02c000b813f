import { describe, expect, it } from 'vitest';
import { untilNext } from './next-time.ts';

describe('untilNext', () => {
  const now = Date.parse('2026-03-02T15:00:00.000Z');

  it('waits until just after the first time still ahead', () => {
    expect(untilNext(['2026-03-02T15:00:30.000Z', '2026-03-02T15:00:10.000Z', null], now)).toBe(11_000);
  });

  it('asks at once for a time just passed, and not at all when every time is behind', () => {
    expect(untilNext(['2026-03-02T14:59:59.500Z'], now)).toBe(1_000);
    expect(untilNext(['2026-03-01T00:00:00.000Z', undefined], now)).toBe(false);
    expect(untilNext([], now)).toBe(false);
  });

  it('waits at most six hours for a far-off time, and asks then', () => {
    expect(untilNext(['2026-04-01T00:00:00.000Z'], now)).toBe(6 * 60 * 60_000);
  });
});
