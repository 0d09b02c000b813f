import { useSearchParams } from 'react-router';

/** Filters and page kept in the address, so a list can be shared, reloaded and walked back with the browser. */
export function useUrlFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>;
  const pageNum = Math.max(1, Number(params.get('page')) || 1);

  const setFilters = (next: Partial<Record<K, string>>) => {
    const merged = { ...values, ...next };
    const search = new URLSearchParams();
    for (const key of keys) if (merged[key]) search.set(key, merged[key]);
    setParams(search);
  };
  const setPage = (page: number) => {
    const search = new URLSearchParams(params);
    if (page > 1) search.set('page', String(page));
    else search.delete('page');
    setParams(search);
  };
  return { values, pageNum, setFilters, setPage };
}

/** Drops empty strings so they are not sent as filters. */
export function nonEmpty<T extends Record<string, string | number | undefined>>(filters: T): Partial<T> {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '' && v !== undefined)) as Partial<T>;
}
