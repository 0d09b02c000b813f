import { translateMessage, type z } from '@platform/contracts';
import { useTexts } from '@platform/ui';
import { useCallback } from 'react';
import { APP } from '../i18n.ts';

/**
 * A whole-form Mantine `validate` from a contracts object schema, so cross-field rules (the two passwords match, the
 * new one differs) give the same messages as the server: the first message per field, in the current language.
 */
export function useSchemaErrors() {
  const { i18n } = useTexts(APP);
  return useCallback(
    (schema: z.ZodType) =>
      (values: unknown): Record<string, string> => {
        const result = schema.safeParse(values);
        if (result.success) return {};
        const errors: Record<string, string> = {};
        for (const issue of result.error.issues) {
          const field = String(issue.path[0] ?? '');
          if (field && !(field in errors)) errors[field] = translateMessage(issue.message, i18n.language);
        }
        return errors;
      },
    [i18n],
  );
}
