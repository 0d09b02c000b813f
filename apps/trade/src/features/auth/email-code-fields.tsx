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
  /** The send-code button inside the code field, on its right. */
  button: SendCodeButtonProps;
}

/** The e-mail address and its verification code with the 'Get OTP Code' button: sign-up and password reset share it. */
export function EmailCodeFields({ labels, email, code, codeRef, button }: EmailCodeFieldsProps) {
  return (
    <>
      <TextInput
        type="email"
        label={labels.email}
        autoComplete="username"
        inputMode="email"
        maxLength={LIMITS.emailMax}
        required
        {...email}
      />
      <TextInput
        ref={codeRef}
        label={labels.code}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={EMAIL_CODE.length}
        required
        rightSectionWidth={140}
        rightSectionPointerEvents="all"
        rightSection={<SendCodeButton variant="subtle" size="compact-sm" miw={0} {...button} />}
        {...code}
      />
    </>
  );
}
