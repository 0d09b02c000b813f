// The in-memory index: what a tick reaches, in which order, taken out once; removals and replacements by id.
import { describe, expect, it } from 'vitest';
import { AlertBook } from './alert-book.ts';

const at = (last: number, prevClose = 100) => ({ symbol: 'AAA', last, prevClose });

describe('the alert book', () => {
  it('reaches levels at or past the price, each once, and moves either way', () => {
    const book = new AlertBook();
    book.put({ id: 1, symbol: 'AAA', kind: 'above', threshold: 105 });
    book.put({ id: 2, symbol: 'AAA', kind: 'above', threshold: 110 });
    book.put({ id: 3, symbol: 'AAA', kind: 'below', threshold: 95 });
    book.put({ id: 4, symbol: 'AAA', kind: 'move', threshold: 5 });
    book.put({ id: 5, symbol: 'BBB', kind: 'above', threshold: 1 });
    expect(book.reach(at(104.99))).toEqual([]);
    expect(book.reach(at(105)).map((a) => a.id)).toEqual([1, 4]);
    expect(book.reach(at(106))).toEqual([]);
    expect(book.reach(at(94)).map((a) => a.id)).toEqual([3]);
    expect(book.reach(at(200)).map((a) => a.id)).toEqual([2]);
    expect(book.size).toBe(1);
  });

  it('removes and replaces by id among equal thresholds', () => {
    const book = new AlertBook();
    for (const id of [1, 2, 3]) book.put({ id, symbol: 'AAA', kind: 'below', threshold: 90 });
    book.remove(2);
    book.put({ id: 3, symbol: 'AAA', kind: 'below', threshold: 80 });
    expect(book.reach(at(90)).map((a) => a.id)).toEqual([1]);
    expect(book.reach(at(80)).map((a) => a.id)).toEqual([3]);
    expect(book.size).toBe(0);
  });
});
