import type { FormErrors } from '@mantine/form';
import { isApiError } from '@platform/client';
import { CODES, MESSAGES, translateMessage, type z } from '@platform/contracts';
import type { LooseTranslate } from '@platform/ui';
import { useAppTexts } from './texts.ts';

/**
 * A Mantine form validator from a contracts schema, so the form checks exactly what the server checks.
 * Messages the contracts catalogue knows are shown in the operator's language.
 */
export function useSchemaValidator<T>(schema: z.ZodType) {
  const { i18n } = useAppTexts();
  return (values: T): FormErrors => schemaErrors(schema, values, i18n.language);
}

/** How a form words what its schema refuses, where the schema's paths or messages do not fit its fields as they are. */
export interface FieldWords {
  /** The form field an issue's path (`params.symbols.3`) is shown on; by default the path itself. */
  fieldOf?(path: string): string;
  /**
   * The field's own hint, in the operator's language: shown where the schema's message is zod's own English (one the
   * contracts catalogue does not know), so no field shows it.
   */
  hint?(field: string): string;
  /** Fields that always show their hint: the catalogue message they get speaks of another field. */
  hinted?: readonly string[];
}

const catalogued = new Set<string>(Object.values(MESSAGES).map((m) => m.en));

/** The first message of each field the schema refuses, in `language` (none when the values pass). */
export function schemaErrors(schema: z.ZodType, values: unknown, language: string, words: FieldWords = {}): FormErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const { fieldOf = (path: string) => path, hint, hinted = [] } = words;
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const field = fieldOf(issue.path.join('.'));
    if (field in errors) continue;
    errors[field] =
      hint && (hinted.includes(field) || !catalogued.has(issue.message))
        ? hint(field)
        : translateMessage(issue.message, language);
  }
  return errors;
}

/** A field's hint from a feature's `errors` texts (`known`: their English), or the `other` one for a field without. */
export const hintOf =
  (t: LooseTranslate, prefix: string, known: object, params?: Record<string, unknown>) => (field: string) =>
    t(field in known ? `${prefix}.${field}` : `${prefix}.other`, params);

/** Hints under their inputs (`inputWrapperOrder`), so the inputs of a row line up whether or not each has a hint. */
export const HINT_BELOW: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

/** Whether the API client has already told the operator about this failure (session expired, network). */
export function alreadyReported(error: unknown) {
  if (!isApiError(error)) return false;
  return error.kind !== 'api' || error.code === CODES.unauthorized || error.code === CODES.forbidden;
}
