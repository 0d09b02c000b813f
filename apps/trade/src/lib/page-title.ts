import { useDocumentTitle } from '@mantine/hooks';
import { useTexts } from '@platform/ui';
import { APP } from './i18n.ts';

/** Sets the tab title to "<page> · <app>" so each screen is announced and findable in history. */
export function usePageTitle(title: string) {
  const { t } = useTexts(APP);
  useDocumentTitle(`${title} · ${t('appName')}`);
}
