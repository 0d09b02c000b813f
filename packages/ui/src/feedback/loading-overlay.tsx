import { lazy } from 'react';
import { AfterFirstRender } from './after-first-render.tsx';

const LoadingOverlayView = lazy(async () => ({
  default: (await import('./loading-overlay-view.tsx')).LoadingOverlayView,
}));

/**
 * The overlay `loading.show()` opens; rendered once by UiProviders. Its code comes right after the first render: no
 * page opens with it, and one shown before it arrives (the state is in `loading`) appears when it does.
 */
export function GlobalLoadingOverlay() {
  return (
    <AfterFirstRender>
      <LoadingOverlayView />
    </AfterFirstRender>
  );
}
