import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while a page's code loads. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center py={80} role="status">
      <Loader size="md" aria-hidden="true" />
      <VisuallyHidden>{t('common:loading')}</VisuallyHidden>
    </Center>
  );
}
