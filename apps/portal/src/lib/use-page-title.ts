import { useDocumentTitle } from '@mantine/hooks';
import { useTexts } from '@platform/ui';
import { APP } from './i18n.ts';

/** Sets the document title to `<page> · <brand>` in the current language. */
export function usePageTitle(page: string) {
  const { t } = useTexts(APP);
  useDocumentTitle(page ? `${page} · ${t('brand')}` : t('brand'));
}
