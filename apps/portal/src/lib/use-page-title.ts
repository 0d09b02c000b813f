import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/** Sets the document title to `<page> · <brand>` in the current language. */
export function usePageTitle(page: string) {
  const { t } = useTranslation('app');
  useDocumentTitle(page ? `${page} · ${t('brand')}` : t('brand'));
}
