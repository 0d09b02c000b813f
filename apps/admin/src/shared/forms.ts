import type { FormErrors } from '@mantine/form';
import { isApiError } from '@platform/client';
import { CODES, translateMessage, type z } from '@platform/contracts';
import { useTranslation } from 'react-i18next';

/**
 * A Mantine form validator from a contracts schema, so the form checks exactly what the server checks.
 * Messages the contracts catalogue knows are shown in the operator's language.
 */
export function useSchemaValidator<T>(schema: z.ZodType) {
  const { i18n } = useTranslation();
  return (values: T): FormErrors => schemaErrors(schema, values, i18n.language);
}

/** The first message of each field the schema refuses, in `language` (none when the values pass). */
export function schemaErrors(schema: z.ZodType, values: unknown, language: string): FormErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    if (!(field in errors)) errors[field] = translateMessage(issue.message, language);
  }
  return errors;
}

/** Whether the API client has already told the operator about this failure (session expired, network). */
export function alreadyReported(error: unknown) {
  if (!isApiError(error)) return false;
  return error.kind !== 'api' || error.code === CODES.unauthorized || error.code === CODES.forbidden;
}
