import type { UseFormReturnType } from '@mantine/form';
import { type SendCodeButtonProps, toast, useMessage, useShowError } from '@platform/ui';
import { useRef } from 'react';

/**
 * Wires the Send Code button to a form with an `email` field: the address is validated first (spec section 5), a sent
 * code says 'Send the code, please check', a refusal lands on the e-mail field, and the code field gets the focus.
 */
export function useSendCode<V extends { email: string }>(
  form: UseFormReturnType<V>,
  send: (email: string) => Promise<unknown>,
) {
  const say = useMessage();
  const showError = useShowError();
  const codeRef = useRef<HTMLInputElement>(null);
  const button: SendCodeButtonProps = {
    validate: () => !form.validateField('email').hasError,
    send: () => send(form.getValues().email.trim()),
    onSent: () => {
      toast.success(say('codeSent'));
      codeRef.current?.focus();
    },
    onError: (error) => showError(error, form),
  };
  return { button, codeRef };
}
