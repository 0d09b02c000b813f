import { PasswordInput, type PasswordInputProps } from '@mantine/core';

export interface PasswordPairFieldsProps {
  labels: { password: string; hint?: string; confirm?: string };
  /** The fields' input props (a Mantine form's `getInputProps('password')`, …); they may override the defaults. */
  password: PasswordInputProps;
  /** The confirmation; left out where a form asks for the new password once. */
  confirm?: PasswordInputProps;
  /** Sets the `required` attribute too (not only the asterisk). */
  required?: boolean;
}

/**
 * A new password and, where the form asks for it, its confirmation, with `new-password` for password managers. No
 * `maxlength`: a browser cuts what is typed or pasted past it without a word, so the form's rule refuses a password
 * over the limit with its message instead (issue 16).
 */
export function PasswordPairFields({ labels, password, confirm, required }: PasswordPairFieldsProps) {
  const shared = { autoComplete: 'new-password', withAsterisk: true, required };
  return (
    <>
      <PasswordInput label={labels.password} description={labels.hint} {...shared} {...password} />
      {confirm ? <PasswordInput label={labels.confirm} {...shared} {...confirm} /> : null}
    </>
  );
}
