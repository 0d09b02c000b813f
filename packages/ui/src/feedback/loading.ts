import { TIMINGS } from '@platform/contracts';
import { create } from 'zustand';

export const useLoadingState = create<{ visible: boolean }>(() => ({ visible: false }));
let autoClose: ReturnType<typeof setTimeout> | undefined;

/**
 * The app-wide loading overlay (spec section 4): `loading.show()` covers the page until `loading.hide()`, and closes
 * itself after 20000 ms if nobody closed it, so a lost response never leaves the page blocked.
 */
export const loading = {
  show(timeoutMs: number = TIMINGS.loadingOverlayMs) {
    clearTimeout(autoClose);
    autoClose = setTimeout(() => useLoadingState.setState({ visible: false }), timeoutMs);
    useLoadingState.setState({ visible: true });
  },
  hide() {
    clearTimeout(autoClose);
    useLoadingState.setState({ visible: false });
  },
  isVisible: () => useLoadingState.getState().visible,
  /** Shows the overlay while `work` runs. */
  async during<T>(work: Promise<T> | (() => Promise<T>)): Promise<T> {
    loading.show();
    try {
      return await (typeof work === 'function' ? work() : work);
    } finally {
      loading.hide();
    }
  },
};
