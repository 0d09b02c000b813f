import { useSearchParams } from 'react-router';

/**
 * The page of a paged list kept in the address (`?page=`, left out for the first), and the way to turn it; `keep`
 * is what else the address keeps when the page turns (the view, the filter).
 */
export function usePageParam(keep: Record<string, string> = {}): [page: number, setPage: (next: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const setPage = (next: number) => setParams(next > 1 ? { ...keep, page: String(next) } : keep, { replace: true });
  return [page, setPage];
}
