import { fieldErrorsOf, isApiError, messageIn } from '@platform/client';
import { CODES } from '@platform/contracts';
import type { ReactNode } from 'react';
import { useCallback } from 'react';
import { toast } from '../feedback/toast.ts';
import { COMMON, useTexts } from '../i18n/texts.ts';

/** The part of a Mantine form these helpers need (any `useForm()` result fits). */
export interface FormErrorsTarget {
  getValues(): object;
  setErrors(errors: Record<string, ReactNode>): void;
}

/**
 * Puts the field errors of a failed call (`data: [{ field, message }]`) on the form's fields of the same name, or of the
 * name `rename` maps it to. Returns whether any field took one.
 */
export function applyFieldErrors(form: FormErrorsTarget, error: unknown, rename: Record<string, string> = {}): boolean {
  const fields = Object.keys(form.getValues());
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
    const target = rename[field] ?? field;
    if (fields.includes(target)) errors[target] = message;
  }
  if (Object.keys(errors).length === 0) return false;
  form.setErrors(errors);
  return true;
}

/** Whether the client already told the user about this failure (a toast for 401/403 and network errors) or it is silent. */
function alreadyShown(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.silent || error.kind !== 'api' || error.code === CODES.unauthorized || error.code === CODES.forbidden;
}

/**
 * What a screen does with a failed call: field errors go on their fields, anything else becomes a toast with the
 * server's `msg`; failures the client has already announced are not shown twice. Its one text of its own is a
 * first-load message, so the headers that use it do not wait for the catalogue.
 */
export function useShowError() {
  const { i18n } = useTexts(COMMON);
  const { language } = i18n;
  return useCallback(
    (error: unknown, form?: FormErrorsTarget, rename?: Record<string, string>) => {
      if (alreadyShown(error)) return;
      if (form && applyFieldErrors(form, error, rename)) return;
      toast.error(isApiError(error) && error.msg ? error.msg : messageIn('internalError', language));
    },
    [language],
  );
}
