import { TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { EMAIL_CODE, LIMITS } from '@platform/contracts';
import { SendCodeButton, type SendCodeButtonProps } from '@platform/ui';
import type { Ref } from 'react';

interface EmailCodeFieldsProps {
  labels: { email: string; code: string };
  email: GetInputPropsReturnType;
  code: GetInputPropsReturnType;
  codeRef?: Ref<HTMLInputElement>;
  /** The Send Code button beside the code field. */
  button: SendCodeButtonProps;
  /** Takes the focus when the popup opens. */
  autoFocus?: boolean;
}

/** The e-mail address and its code with the 'Get Code' button: the Sign Up and Forgot password popups share it. */
export function EmailCodeFields({ labels, email, code, codeRef, button, autoFocus }: EmailCodeFieldsProps) {
  return (
    <>
      <TextInput
        type="email"
        label={labels.email}
        autoComplete="email"
        inputMode="email"
        maxLength={LIMITS.emailMax}
        withAsterisk
        data-autofocus={autoFocus || undefined}
        {...email}
      />
      <TextInput
        ref={codeRef}
        label={labels.code}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={EMAIL_CODE.length}
        withAsterisk
        rightSectionWidth={150}
        rightSectionPointerEvents="all"
        rightSection={<SendCodeButton variant="subtle" size="compact-sm" miw={0} {...button} />}
        {...code}
      />
    </>
  );
}
