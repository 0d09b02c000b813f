// Landscape full screen for the chart on phones: the Fullscreen API with the screen locked to landscape where the
// browser allows it, else the panel fills the window by CSS (iPhones have no element full screen). Escape and the
// back button close either.
import { type RefObject, useCallback, useEffect, useState } from 'react';

type Mode = 'native' | 'css' | null;

/** Screen orientation's lock, which not every browser (nor TypeScript's DOM types) has. */
type Lockable = ScreenOrientation & { lock?: (orientation: string) => Promise<void> };

export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [mode, setMode] = useState<Mode>(null);

  useEffect(() => {
    if (mode !== 'native') return;
    const onChange = () => {
      if (!document.fullscreenElement) setMode(null);
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [mode]);

  // The CSS fallback takes a history entry of its own (the same state, so the router sees no move), so "back" closes it.
  useEffect(() => {
    if (mode !== 'css') return;
    window.history.pushState(window.history.state, '');
    const onPop = () => setMode(null);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') window.history.back();
    };
    window.addEventListener('popstate', onPop);
    document.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('popstate', onPop);
      document.removeEventListener('keydown', onKey);
    };
  }, [mode]);

  const open = useCallback(async () => {
    const el = target.current;
    if (el && document.fullscreenEnabled && typeof el.requestFullscreen === 'function') {
      try {
        await el.requestFullscreen({ navigationUI: 'hide' });
        setMode('native');
        await (screen.orientation as Lockable | undefined)?.lock?.('landscape').catch(() => undefined);
        return;
      } catch {
        // Refused (not a user gesture, or not allowed here): fill the window instead.
      }
    }
    setMode('css');
  }, [target]);

  const close = useCallback(() => {
    if (mode === 'native') {
      try {
        screen.orientation?.unlock?.();
      } catch {
        // Nothing was locked.
      }
      void document.exitFullscreen().catch(() => setMode(null));
    } else if (mode === 'css') window.history.back();
  }, [mode]);

  return { active: mode !== null, open, close };
}
