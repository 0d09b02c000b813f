import type { SetURLSearchParams } from 'react-router';

/** The list page in the address (`?page=2`), so a page can be linked and survives a reload. */
export function usePageParam([params, setParams]: [URLSearchParams, SetURLSearchParams]): [
  number,
  (page: number) => void,
] {
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  const setPage = (next: number) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (next <= 1) copy.delete('page');
      else copy.set('page', String(next));
      return copy;
    });
  return [page, setPage];
}
