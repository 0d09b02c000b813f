import { LoadingOverlay as MantineLoadingOverlay, VisuallyHidden } from '@mantine/core';
import { TIMINGS } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { create } from 'zustand';

interface LoadingState {
  visible: boolean;
}

const useLoadingState = create<LoadingState>(() => ({ visible: false }));
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

/** Rendered once by UiProviders. */
export function GlobalLoadingOverlay() {
  const visible = useLoadingState((s) => s.visible);
  const { t } = useTranslation('common');
  if (!visible) return null;
  return (
    <div role="status" aria-live="polite" data-testid="loading-overlay">
      <MantineLoadingOverlay visible pos="fixed" zIndex={1000} overlayProps={{ blur: 1 }} />
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
    </div>
  );
}
