import { notifications } from '@mantine/notifications';
import { TIMINGS } from '@platform/contracts';

/** Toasts close themselves after 2000 ms (spec section 4). */
export const toast = {
  success: (message: string) =>
    notifications.show({ message, color: 'teal', autoClose: TIMINGS.toastMs, withBorder: true }),
  error: (message: string) =>
    notifications.show({ message, color: 'red', autoClose: TIMINGS.toastMs, withBorder: true }),
  info: (message: string) => notifications.show({ message, autoClose: TIMINGS.toastMs, withBorder: true }),
};
