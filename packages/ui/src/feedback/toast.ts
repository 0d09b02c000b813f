import { notifications } from '@mantine/notifications';
import { TIMINGS } from '@platform/contracts';

export interface ToastOptions {
  /** A toast with the id of one still showing is not shown twice (e.g. 'Login expired' from parallel requests). */
  id?: string;
}

const show = (message: string, color: string | undefined, options: ToastOptions = {}) =>
  notifications.show({ id: options.id, message, color, autoClose: TIMINGS.toastMs, withBorder: true });

/** Toasts close themselves after 2000 ms (spec section 4). */
export const toast = {
  success: (message: string, options?: ToastOptions) => show(message, 'teal', options),
  error: (message: string, options?: ToastOptions) => show(message, 'red', options),
  info: (message: string, options?: ToastOptions) => show(message, undefined, options),
};
