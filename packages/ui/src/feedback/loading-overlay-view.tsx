import { LoadingOverlay as MantineLoadingOverlay, VisuallyHidden } from '@mantine/core';
import { COMMON, useTexts } from '../i18n/texts.ts';
import { useLoadingState } from './loading.ts';

// The overlay itself (Mantine's LoadingOverlay, with its transition): loading-overlay.tsx fetches it after the first render.

/** The overlay `loading.show()` opens. */
export function LoadingOverlayView() {
  const visible = useLoadingState((s) => s.visible);
  const { t } = useTexts(COMMON);
  if (!visible) return null;
  return (
    <div role="status" aria-live="polite" data-testid="loading-overlay">
      <MantineLoadingOverlay visible pos="fixed" zIndex={1000} overlayProps={{ blur: 1 }} />
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
    </div>
  );
}
