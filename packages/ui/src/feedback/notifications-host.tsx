// Toasts without their renderer in the first load: `toast` (toast.ts) only writes to Mantine's notifications store,
// which is small; the component that shows the store's toasts is fetched when the first one is raised, then shows it
// (and any raised meanwhile) as it always did.
import { notificationsStore, useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';

export const TOAST_POSITION = 'top-center';
export const TOAST_LIMIT = 3;

// What the mounted renderer would set: toasts raised before it arrives are queued by the same rules.
notificationsStore.updateState((state) => ({ ...state, limit: TOAST_LIMIT, defaultPosition: TOAST_POSITION }));

const Toasts = lazy(async () => ({ default: (await import('./toasts.tsx')).Toasts }));

/** Rendered once by UiProviders: nothing until there is a toast to show, then the renderer, for good. */
export function NotificationsHost() {
  const { notifications, queue } = useNotifications();
  const pending = notifications.length + queue.length > 0;
  const [wanted, setWanted] = useState(pending);
  useEffect(() => {
    if (pending) setWanted(true);
  }, [pending]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
