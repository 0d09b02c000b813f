// The header's search button on every screen (from 360 px wide up; see its CSS). It is a plain button, its label in
// the shell's texts, so the first load carries next to nothing of it; the dialog's code loads on the first open, by a
// click, or by "/" or Ctrl+K (⌘K) pressed outside a field.
import { useTexts } from '@platform/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { APP } from '../i18n.ts';
import classes from './search-button.module.css';

const SearchDialog = lazy(async () => ({ default: (await import('./search-dialog.tsx')).SearchDialog }));

/** Whether a key press is "/" or Ctrl/⌘+K made outside anything that takes text. */
function asksForSearch(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  if (target?.closest('input, textarea, select, [contenteditable="true"]')) return false;
  if (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey) return true;
  return event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey);
}

export function SearchButton() {
  const { t } = useTexts(APP);
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!asksForSearch(event)) return;
      event.preventDefault();
      setLoaded(true);
      setOpened(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <button
        type="button"
        className={classes.button}
        aria-label={t('searchInstruments')}
        onClick={() => {
          setLoaded(true);
          setOpened(true);
        }}
      >
        <svg
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" strokeLinecap="round" />
        </svg>
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <SearchDialog opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
