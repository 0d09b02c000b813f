// Where toasts render: `toast` (toast.ts) writes to Mantine's notifications store, and this shows the store's toasts.
// Mounted from the start rather than on the first toast: a toast raised just before a navigation (the "Login expired"
// on the way to log-in) was lost on phones while an on-demand renderer was still loading.
import { Notifications } from '@mantine/notifications';

export const TOAST_POSITION = 'top-center';
export const TOAST_LIMIT = 3;

/** Rendered once by UiProviders. */
export function NotificationsHost() {
  return <Notifications position={TOAST_POSITION} limit={TOAST_LIMIT} />;
}
