import type { Listing, Quote } from '@platform/contracts';

export const SORT_KEYS = ['symbol', 'last', 'change', 'changePercent', 'volume', 'marketCap'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = 'ascending' | 'descending';
export interface TableSort {
  key: SortKey;
  direction: SortDirection;
}

export const isSortKey = (value: string | null): value is SortKey =>
  value !== null && (SORT_KEYS as readonly string[]).includes(value);

/** A header's first click: names A to Z, figures largest first (what a trader looks for). */
export const firstDirection = (key: SortKey): SortDirection => (key === 'symbol' ? 'ascending' : 'descending');

/** The next sort when a header is pressed: a new column starts in its first direction, the same one turns round. */
export function nextSort(current: TableSort | null, key: SortKey): TableSort {
  if (current?.key !== key) return { key, direction: firstDirection(key) };
  return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

function sortValue(listing: Listing, quote: Quote, key: SortKey): number | string | null {
  switch (key) {
    case 'symbol':
      return listing.instrument.symbol;
    case 'volume':
      return quote.volume;
    case 'marketCap':
      return quote.marketCap === null ? null : Number(quote.marketCap);
    default:
      return Number(quote[key]);
  }
}

/**
 * The rows in the sort's order, by their current quotes. Stable: equal values keep the list's own order. A figure a
 * row lacks (an index's market cap) goes last in either direction.
 */
export function sortRows<R extends { listing: Listing; quote: Quote }>(
  rows: readonly R[],
  sort: TableSort | null,
): R[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: sortValue(row.listing, row.quote, sort.key) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null)
        return a.value === b.value ? a.index - b.index : a.value === null ? 1 : -1;
      const order =
        typeof a.value === 'string' ? a.value.localeCompare(String(b.value)) : a.value - (b.value as number);
      return sign * order || a.index - b.index;
    })
    .map(({ row }) => row);
}
