// Form rules from the contracts' schemas. Apart from field-errors.ts (which every app's first screen uses): a rule
// needs the contracts' catalogue in both languages to word its message, which no first load should carry.
import { translateMessage, type z } from '@platform/contracts';
import { useCallback } from 'react';
import { COMMON, useTexts } from '../i18n/texts.ts';

/**
 * A Mantine validation rule from a contracts schema: the schema's first message, in the current language. The same
 * schema validates on the server, so the form and the API agree on every limit and message.
 */
export function useSchemaRule() {
  const { i18n } = useTexts(COMMON);
  return useCallback(
    (schema: z.ZodType) => (value: unknown) => {
      const result = schema.safeParse(value);
      return result.success ? null : translateMessage(result.error.issues[0]?.message ?? '', i18n.language);
    },
    [i18n],
  );
}

/**
 * A whole-form Mantine validator from a contracts schema: the first message per field, in the current language. The
 * server checks the same schema, so the form and the API agree on every rule (including rules across fields).
 */
export function useSchemaValidate<V>(schema: z.ZodType, prepare: (values: V) => unknown = (v) => v) {
  const { i18n } = useTexts(COMMON);
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
