// Where toasts render (Mantine's Notifications, with its transitions and scroll-lock class names): a chunk of its
// own, mounted by notifications-host.tsx when the first toast is raised.
import { Notifications } from '@mantine/notifications';
import { TOAST_LIMIT, TOAST_POSITION } from './notifications-host.tsx';

export function Toasts() {
  return <Notifications position={TOAST_POSITION} limit={TOAST_LIMIT} />;
}
