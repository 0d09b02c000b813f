// The e-mail address and its mailed code with the send-code button: sign-up and password resets in every app.
import { TextInput, type TextInputProps } from '@mantine/core';
import { EMAIL_CODE, LIMITS } from '@platform/contracts';
import type { Ref } from 'react';
import { SendCodeButton, type SendCodeButtonProps } from './send-code-button.tsx';

export interface CodeFieldProps extends TextInputProps {
  /** The send-code button inside the field, on its right. */
  button: SendCodeButtonProps;
  /** Sets the `required` attribute too (not only the asterisk). */
  required?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A mailed code with its send-code button. */
export function CodeField({ button, required, ref, ...props }: CodeFieldProps) {
  return (
    <TextInput
      ref={ref}
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={EMAIL_CODE.length}
      withAsterisk
      required={required}
      rightSectionWidth={150}
      rightSectionPointerEvents="all"
      rightSection={<SendCodeButton variant="subtle" size="compact-sm" miw={0} {...button} />}
      {...props}
    />
  );
}

export interface EmailCodeFieldsProps {
  labels: { email: string; code: string };
  /** The fields' input props (a Mantine form's `getInputProps('email')`, …). */
  email: TextInputProps;
  code: TextInputProps;
  codeRef?: Ref<HTMLInputElement>;
  button: SendCodeButtonProps;
  /** Sets the `required` attribute too (not only the asterisk). */
  required?: boolean;
  /** 'username' where the address is the account's log-in name (the password manager keeps it), else 'email'. */
  emailAutoComplete?: 'email' | 'username';
  /** The e-mail field takes the focus when a dialog opens. */
  autoFocus?: boolean;
}

/** The e-mail address and its code with the send-code button. */
export function EmailCodeFields({
  labels,
  email,
  code,
  codeRef,
  button,
  required,
  emailAutoComplete = 'email',
  autoFocus,
}: EmailCodeFieldsProps) {
  return (
    <>
      <TextInput
        type="email"
        label={labels.email}
        autoComplete={emailAutoComplete}
        inputMode="email"
        maxLength={LIMITS.emailMax}
        withAsterisk
        required={required}
        data-autofocus={autoFocus || undefined}
        {...email}
      />
      <CodeField ref={codeRef} label={labels.code} button={button} required={required} {...code} />
    </>
  );
}
