import { useSearchParams } from 'react-router';

/** The history's tab, filters and page live in the address, so a view can be linked to and survives a reload. */
export function useHistoryParams() {
  const [params, setParams] = useSearchParams();
  const get = (name: string) => params.get(name) ?? '';
  const set = (changes: Record<string, string | number | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(name);
          else next.set(name, String(value));
        }
        // Any change other than the page starts again at its first page.
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  const page = Math.max(1, Number(get('page')) || 1);
  return { get, set, page };
}
