import type { MessageKey } from '@platform/contracts';
import { useRef } from 'react';
import { toast } from '../feedback/toast.ts';
import { useMessage } from '../i18n/use-message.ts';
import { type FormErrorsTarget, useShowError } from './field-errors.ts';
import type { SendCodeButtonProps } from './send-code-button.tsx';

/** The part of a Mantine form with an `email` field this hook needs (any `useForm()` result with one fits). */
export interface EmailForm extends FormErrorsTarget {
  getValues(): { email: string };
  validateField(path: 'email'): { hasError: boolean };
}

/**
 * Wires the send-code button to a form with an `email` field: the address is validated first, a sent code says so
 * (by default 'Send the code, please check'), a refusal lands on the e-mail field, and the code field gets the focus.
 */
export function useSendCode(
  form: EmailForm,
  send: (email: string) => Promise<unknown>,
  sentMessage: MessageKey = 'codeSent',
) {
  const say = useMessage();
  const showError = useShowError();
  const codeRef = useRef<HTMLInputElement>(null);
  const button: SendCodeButtonProps = {
    validate: () => !form.validateField('email').hasError,
    send: () => send(form.getValues().email.trim()),
    onSent: () => {
      toast.success(say(sentMessage));
      codeRef.current?.focus();
    },
    onError: (error) => showError(error, form),
  };
  return { button, codeRef };
}
