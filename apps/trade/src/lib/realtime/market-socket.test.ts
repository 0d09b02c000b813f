import { describe, expect, it } from 'vitest';
import { backoffDelay } from './market-socket.ts';

describe('backoffDelay', () => {
  it('doubles from the base and stays within the cap', () => {
    const mid = () => 0.5;
    expect(backoffDelay(0, 500, 15_000, mid)).toBe(375);
    expect(backoffDelay(1, 500, 15_000, mid)).toBe(750);
    expect(backoffDelay(10, 500, 15_000, () => 1)).toBe(15_000);
    expect(backoffDelay(10, 500, 15_000, () => 0)).toBe(7_500);
  });
});
