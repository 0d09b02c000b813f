import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTexts } from '@platform/ui';
import { APP } from '../../lib/i18n.ts';

/** Shown while a page's code loads. */
export function PageLoader() {
  const { t } = useTexts(APP);
  return (
    <Center py={80} role="status">
      <Loader size="md" aria-hidden="true" />
      <VisuallyHidden>{t('common:loading')}</VisuallyHidden>
    </Center>
  );
}
