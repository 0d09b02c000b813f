// Where toasts render, without the renderer in the first load: `toast` (toast.ts) writes to Mantine's notifications
// store, which is small, and the component that shows the store's toasts (toasts.tsx, with its transitions, portal
// and scroll-lock code) is fetched right after the page first renders, not when the first toast is raised: a toast
// raised just before a navigation (the "Login expired" on the way to log-in) was lost on phones while a renderer
// fetched on demand was still loading. A toast raised before it arrives waits in the store and shows when it does.
import { notificationsStore } from '@mantine/notifications';
import { lazy, useEffect } from 'react';
import { AfterFirstRender } from './after-first-render.tsx';
import { TOAST_LIMIT, TOAST_POSITION } from './toast.ts';

const Toasts = lazy(async () => ({ default: (await import('./toasts.tsx')).Toasts }));

/** Rendered once by UiProviders. */
export function NotificationsHost() {
  useEffect(() => {
    // What the renderer sets when it mounts: a toast raised before then is queued by the same rules.
    notificationsStore.updateState((state) => ({ ...state, limit: TOAST_LIMIT, defaultPosition: TOAST_POSITION }));
  }, []);
  return (
    <AfterFirstRender>
      <Toasts />
    </AfterFirstRender>
  );
}
