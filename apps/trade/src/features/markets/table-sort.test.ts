import type { Listing, Quote } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { nextSort, sortRows } from './table-sort.ts';

const row = (symbol: string, changePercent: string, marketCap: string | null = null) => {
  const quote = { symbol, changePercent, marketCap, volume: 0, last: '1', change: '0' } as Quote;
  return { listing: { instrument: { symbol }, quote } as Listing, quote };
};
const symbols = (rows: { listing: Listing }[]) => rows.map((r) => r.listing.instrument.symbol);

describe('sortRows', () => {
  const rows = [row('A', '1.50'), row('B', '-2.00'), row('C', '1.50'), row('D', '10.00'), row('E', '-0.25')];

  it('orders by change % both ways, equal values keeping the list order', () => {
    expect(symbols(sortRows(rows, { key: 'changePercent', direction: 'descending' }))).toEqual([
      'D',
      'A',
      'C',
      'E',
      'B',
    ]);
    expect(symbols(sortRows(rows, { key: 'changePercent', direction: 'ascending' }))).toEqual([
      'B',
      'E',
      'A',
      'C',
      'D',
    ]);
  });

  it('keeps the list order without a sort and does not change its input', () => {
    expect(symbols(sortRows(rows, null))).toEqual(['A', 'B', 'C', 'D', 'E']);
    sortRows(rows, { key: 'changePercent', direction: 'descending' });
    expect(symbols(rows)).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('puts a missing figure last in either direction', () => {
    const caps = [row('X', '0', null), row('Y', '0', '500'), row('Z', '0', '2000')];
    expect(symbols(sortRows(caps, { key: 'marketCap', direction: 'descending' }))).toEqual(['Z', 'Y', 'X']);
    expect(symbols(sortRows(caps, { key: 'marketCap', direction: 'ascending' }))).toEqual(['Y', 'Z', 'X']);
  });
});

describe('nextSort', () => {
  it('starts figures largest first and names A to Z, then turns round', () => {
    expect(nextSort(null, 'changePercent')).toEqual({ key: 'changePercent', direction: 'descending' });
    expect(nextSort({ key: 'changePercent', direction: 'descending' }, 'changePercent').direction).toBe('ascending');
    expect(nextSort({ key: 'changePercent', direction: 'ascending' }, 'symbol')).toEqual({
      key: 'symbol',
      direction: 'ascending',
    });
  });
});
