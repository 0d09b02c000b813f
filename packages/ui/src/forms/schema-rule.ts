// Form rules from the contracts' schemas. Apart from field-errors.ts (which every app's first screen uses): a rule
// needs the contracts' catalogue in both languages to word its message, which no first load should carry.
import { translateMessage, type z } from '@platform/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A Mantine validation rule from a contracts schema: the schema's first message, in the current language. The same
 * schema validates on the server, so the form and the API agree on every limit and message.
 */
export function useSchemaRule() {
  const { i18n } = useTranslation();
  return useCallback(
    (schema: z.ZodType) => (value: unknown) => {
      const result = schema.safeParse(value);
      return result.success ? null : translateMessage(result.error.issues[0]?.message ?? '', i18n.language);
    },
    [i18n],
  );
}
