import { type FormErrors, type UseFormReturnType, useForm } from '@mantine/form';
import { toast, useShowError } from '@platform/ui';
import { useEffect } from 'react';

interface EditorFormOptions<Values extends object, Edited> {
  /** The record being edited, `null` for a new one, `undefined` while the editor is closed. */
  edited: Edited | null | undefined;
  /** The values a new record starts from. */
  empty: Values;
  /** The values an existing record opens with. */
  valuesOf(edited: Edited): Values;
  /** The same checks the server makes, so most mistakes show before anything is sent. */
  validate(values: Values): FormErrors;
  /** Sends the values (create or update, with an idempotency key where the call takes one). */
  save(values: Values): Promise<unknown>;
  /** What the toast says once saved. */
  savedText: string;
  /** What happens after a save (usually: close the editor). */
  onSaved(): void;
  /** Server field names that differ from the form's (`{ 'params.symbol': 'symbol' }`). */
  serverFields?: Record<string, string>;
}

/**
 * The load / reset / submit of a back-office editor: a form from the edited record (or the defaults for a new one),
 * reset each time another record opens, saved through the API; the server's field errors go on their inputs and any
 * other failure becomes a toast (once). The reason the audit log needs is one of the form's values.
 */
export function useEditorForm<Values extends object, Edited>(options: EditorFormOptions<Values, Edited>) {
  const { edited, empty, valuesOf, validate, save, savedText, onSaved, serverFields } = options;
  const showError = useShowError();
  const form = useForm<Values>({ initialValues: empty, validate });
  useEffect(() => {
    if (edited === undefined) return;
    form.setValues(edited === null ? empty : valuesOf(edited));
    form.resetDirty();
    form.clearErrors();
  }, [edited]);

  const submit = useFormSubmit(form, { send: save, savedText, onSaved: () => onSaved(), serverFields });
  /** What the editor's EditorModal takes from the form: open while a record is edited, its submit, reason and state. */
  const modal = {
    opened: edited !== undefined,
    onSubmit: submit,
    reason: form.getInputProps('reason'),
    pending: form.submitting,
  };
  return { form, modal, showError };
}

interface SubmitOptions<Values extends object, Answer> {
  /** Sends the values (the feature's mutation). */
  send(values: Values): Promise<Answer>;
  /** What the toast says once the server has them (from the values, or from the server's answer). */
  savedText: string | ((values: Values, answer: Answer) => string);
  /** What follows a save (clear the reason, close the dialog), with the server's answer. */
  onSaved?(answer: Answer, values: Values): void;
  /** Server field names that differ from the form's (`{ 'params.symbol': 'symbol' }`). */
  serverFields?: Record<string, string>;
}

/**
 * A back-office form's submit: sends the values; once saved a toast says so and `onSaved` follows; the server's field
 * errors go on their inputs and any other failure becomes a toast (once).
 */
export function useFormSubmit<Values extends object, Answer>(
  form: UseFormReturnType<Values>,
  options: SubmitOptions<Values, Answer>,
) {
  const { send, savedText, onSaved, serverFields } = options;
  const showError = useShowError();
  return form.onSubmit(async (values) => {
    try {
      const answer = await send(values);
      toast.success(typeof savedText === 'function' ? savedText(values, answer) : savedText);
      onSaved?.(answer, values);
    } catch (error) {
      showError(error, form, serverFields);
    }
  });
}
