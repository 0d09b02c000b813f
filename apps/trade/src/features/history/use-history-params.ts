import { useRef } from 'react';
import { useSearchParams } from 'react-router';

/** The history's tab, filters and page live in the address, so a view can be linked to and survives a reload. */
export function useHistoryParams() {
  const [params, setParams] = useSearchParams();
  // React Router's updater is handed the address of the last render, not of the last change: two changes before the
  // next render (two filters picked in quick succession) would lose the first. Changes build on the latest one instead.
  const latest = useRef<{ sent: URLSearchParams; seen: string } | null>(null);
  if (latest.current && latest.current.seen !== params.toString()) latest.current = null;
  const get = (name: string) => params.get(name) ?? '';
  const set = (changes: Record<string, string | number | null>) => {
    const next = new URLSearchParams(latest.current?.sent ?? params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(name);
      else next.set(name, String(value));
    }
    // Any change other than the page starts again at its first page.
    if (!('page' in changes)) next.delete('page');
    latest.current = { sent: next, seen: params.toString() };
    setParams(next, { replace: true });
  };
  const page = Math.max(1, Number(get('page')) || 1);
  return { get, set, page };
}
