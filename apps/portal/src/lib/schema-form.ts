import { translateMessage, type z } from '@platform/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A whole-form Mantine validator from a contracts schema: the first message per field, in the current language. The
 * server checks the same schema, so the form and the API agree on every rule (including rules across fields).
 */
export function useSchemaValidate<V>(schema: z.ZodType, prepare: (values: V) => unknown = (v) => v) {
  const { i18n } = useTranslation();
  return useCallback(
    (values: V) => {
      const parsed = schema.safeParse(prepare(values));
      if (parsed.success) return {};
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path.map(String).join('.');
        errors[field] ??= translateMessage(issue.message, i18n.language);
      }
      return errors;
    },
    [schema, prepare, i18n],
  );
}
