// Where toasts render (Mantine's Notifications, with its transitions, portal and scroll-lock class names): a chunk of
// its own, which notifications-host.tsx mounts as soon as the page has rendered.
import { Notifications } from '@mantine/notifications';
import { TOAST_LIMIT, TOAST_POSITION } from './toast.ts';

export function Toasts() {
  return <Notifications position={TOAST_POSITION} limit={TOAST_LIMIT} />;
}
