import { notifications } from '@mantine/notifications';
import { TIMINGS } from '@platform/contracts';
import english from '../i18n/common.en.json';
import chinese from '../i18n/common.zh.json';

export const TOAST_POSITION = 'top-center';
export const TOAST_LIMIT = 3;

export interface ToastOptions {
  /** A toast with the id of one still showing is not shown twice (e.g. 'Login expired' from parallel requests). */
  id?: string;
}

// Toasts are raised outside React (by the request client too), so the close button's name follows the page's language.
const closeLabel = () => (document.documentElement.lang.startsWith('zh') ? chinese : english).close;

const show = (message: string, color: string | undefined, options: ToastOptions = {}) =>
  notifications.show({
    id: options.id,
    position: TOAST_POSITION,
    message,
    color,
    autoClose: TIMINGS.toastMs,
    withBorder: true,
    closeButtonProps: { 'aria-label': closeLabel() },
  });

/** Toasts close themselves after 2000 ms (spec section 4). */
export const toast = {
  success: (message: string, options?: ToastOptions) => show(message, 'teal', options),
  error: (message: string, options?: ToastOptions) => show(message, 'red', options),
  info: (message: string, options?: ToastOptions) => show(message, undefined, options),
  /** Takes down the toast of that id now (e.g. a success that a newer attempt makes stale). */
  hide: (id: string) => notifications.hide(id),
};
