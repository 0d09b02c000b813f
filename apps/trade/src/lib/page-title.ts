import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/** Sets the tab title to "<page> · <app>" so each screen is announced and findable in history. */
export function usePageTitle(title: string) {
  const { t } = useTranslation();
  useDocumentTitle(`${title} · ${t('appName')}`);
}
