// The allotment rule on its own: exact pro-rata in integers, the lottery for the remaining lots in draw order, and
// the published inputs enough to recompute it.
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allotLots, drawOf, referenceOf, seedHashOf } from './allotment.ts';

const SEED = 'a'.repeat(64);

describe('allotLots', () => {
  it('gives every request in full when the lots requested fit the lots offered', () => {
    const lines = allotLots({
      seed: SEED,
      lotsOffered: 10,
      requests: [
        { reference: 'IPO1-1', lots: 3 },
        { reference: 'IPO1-2', lots: 7 },
      ],
    });
    expect(lines).toEqual([
      { reference: 'IPO1-1', requestedLots: 3, proRataLots: 3, draw: null, lotteryLots: 0, allottedLots: 3 },
      { reference: 'IPO1-2', requestedLots: 7, proRataLots: 7, draw: null, lotteryLots: 0, allottedLots: 7 },
    ]);
  });

  it('pro-rata by floor, then one lot each to the lowest draws among those owed a fraction', () => {
    // L = 10, R = 30 (3×): 10 → 10/3 = 3.33, 15 → 5, 5 → 1.67: floors 3 + 5 + 1 = 9, one lot left for the lottery
    // between the first and the third (the second's share is whole, so it has no draw).
    const requests = [
      { reference: referenceOf(7, 1), lots: 10 },
      { reference: referenceOf(7, 2), lots: 15 },
      { reference: referenceOf(7, 3), lots: 5 },
    ];
    const lines = allotLots({ seed: SEED, lotsOffered: 10, requests });
    const first = drawOf(SEED, 'IPO7-1');
    const third = drawOf(SEED, 'IPO7-3');
    const winner = first < third ? 0 : 2;
    expect(lines.map((l) => l.proRataLots)).toEqual([3, 5, 1]);
    expect(lines[1]!.draw).toBeNull();
    expect(lines[0]!.draw).toBe(first);
    expect(lines[2]!.draw).toBe(third);
    expect(lines.map((l) => l.lotteryLots)).toEqual([0, 1, 2].map((i) => (i === winner ? 1 : 0)));
    expect(lines.reduce((s, l) => s + l.allottedLots, 0)).toBe(10);
  });

  it('draws are HMAC-SHA256 keyed by the seed text over the reference, and the seed hash is SHA-256 of it', () => {
    expect(drawOf(SEED, 'IPO7-1')).toBe(createHmac('sha256', SEED).update('IPO7-1').digest('hex'));
    expect(seedHashOf('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('never allots more than offered nor more than requested, and gives out every lot when oversubscribed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.array(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: 40 }),
        fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex')),
        (lotsOffered, asked, seed) => {
          const requests = asked.map((lots, i) => ({ reference: referenceOf(1, i + 1), lots }));
          const lines = allotLots({ seed, lotsOffered, requests });
          const requested = asked.reduce((s, n) => s + n, 0);
          const allotted = lines.reduce((s, l) => s + l.allottedLots, 0);
          expect(allotted).toBe(Math.min(lotsOffered, requested));
          for (const line of lines) {
            expect(line.allottedLots).toBeLessThanOrEqual(line.requestedLots);
            expect(line.allottedLots).toBe(line.proRataLots + line.lotteryLots);
            expect(line.lotteryLots).toBeLessThanOrEqual(line.draw === null ? 0 : 1);
          }
        },
      ),
    );
  });
});
