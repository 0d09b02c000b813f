import type { MessageKey } from '@platform/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A catalogue message (@platform/contracts MESSAGES) in the current language; the key is checked at compile time. */
export function useMessage() {
  const { t } = useTranslation('messages');
  return useCallback((key: MessageKey, params?: Record<string, string | number>) => t(key, params ?? {}), [t]);
}
