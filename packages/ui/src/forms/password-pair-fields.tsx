import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { LIMITS } from '@platform/contracts';

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
 * A new password and, where the form asks for it, its confirmation: `new-password` for password managers and the
 * spec's maximum length (the hint says the limit, since a browser `maxlength` cuts silently).
 */
export function PasswordPairFields({ labels, password, confirm, required }: PasswordPairFieldsProps) {
  const shared = { autoComplete: 'new-password', maxLength: LIMITS.passwordMax, withAsterisk: true, required };
  return (
    <>
      <PasswordInput label={labels.password} description={labels.hint} {...shared} {...password} />
      {confirm ? <PasswordInput label={labels.confirm} {...shared} {...confirm} /> : null}
    </>
  );
}
