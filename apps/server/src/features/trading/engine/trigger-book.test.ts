import { describe, expect, it } from 'vitest';
import { type Trigger, TriggerBook } from './trigger-book.ts';

const at = (level: number, id: number, revision = 1): Trigger => ({ level, kind: 'order', id, revision });

describe('the trigger book', () => {
  it('fires levels a falling price reaches, highest first, and only those', () => {
    const book = new TriggerBook();
    for (const [level, id] of [
      [95, 1],
      [99, 2],
      [90, 3],
      [97, 4],
    ] as const)
      book.add('AAPL', 'ask', 'atOrBelow', at(level, id));
    const live = () => true;
    expect(book.cross('AAPL', { bid: null, ask: 100 }, live)).toEqual([]);
    expect(book.cross('AAPL', { bid: null, ask: 96.5 }, live).map((t) => t.id)).toEqual([2, 4]);
    expect(book.cross('AAPL', { bid: null, ask: 96.5 }, live)).toEqual([]);
    expect(book.cross('AAPL', { bid: null, ask: 80 }, live).map((t) => t.id)).toEqual([1, 3]);
  });

  it('fires levels a rising price reaches on the side it watches, lowest first', () => {
    const book = new TriggerBook();
    book.add('X', 'bid', 'atOrAbove', at(105, 1));
    book.add('X', 'bid', 'atOrAbove', at(101, 2));
    book.add('X', 'ask', 'atOrAbove', at(100, 3));
    expect(book.cross('X', { bid: 102, ask: null }, () => true).map((t) => t.id)).toEqual([2]);
    expect(book.cross('X', { bid: 102, ask: 102 }, () => true).map((t) => t.id)).toEqual([3]);
    expect(book.cross('OTHER', { bid: 1_000, ask: 1_000 }, () => true)).toEqual([]);
  });

  it('drops stale entries (a later revision replaced them) without firing them', () => {
    const book = new TriggerBook();
    book.add('X', 'bid', 'atOrBelow', at(99, 1, 1));
    book.add('X', 'bid', 'atOrBelow', at(90, 1, 2));
    const live = (t: Trigger) => t.revision === 2;
    expect(book.cross('X', { bid: 95, ask: 95 }, live)).toEqual([]);
    expect(book.size).toBe(1);
    expect(book.cross('X', { bid: 89, ask: 89 }, live).map((t) => t.revision)).toEqual([2]);
  });

  it('keeps heap order over many random levels', () => {
    const book = new TriggerBook();
    const levels = Array.from({ length: 2_000 }, (_, i) => ((i * 7919) % 1_000) / 10);
    for (const [id, level] of levels.entries()) book.add('X', 'ask', 'atOrBelow', at(level, id));
    const fired = book.cross('X', { bid: null, ask: 50 }, () => true).map((t) => t.level);
    expect(fired).toEqual([...fired].sort((a, b) => b - a));
    expect(fired.every((level) => level >= 50)).toBe(true);
    expect(fired).toHaveLength(levels.filter((level) => level >= 50).length);
  });
});
