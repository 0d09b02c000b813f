import { TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { EMAIL_CODE } from '@platform/contracts';
import { SendCodeButton, type SendCodeButtonProps } from '@platform/ui';
import type { Ref } from 'react';

interface CodeInputProps {
  label: string;
  inputProps: GetInputPropsReturnType;
  inputRef?: Ref<HTMLInputElement>;
  /** The send-code button inside the field, on its right. */
  button: SendCodeButtonProps;
}

/** The e-mail verification code field with its 'Get OTP Code' button. */
export function CodeInput({ label, inputProps, inputRef, button }: CodeInputProps) {
  return (
    <TextInput
      ref={inputRef}
      label={label}
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={EMAIL_CODE.length}
      required
      rightSectionWidth={140}
      rightSectionPointerEvents="all"
      rightSection={<SendCodeButton variant="subtle" size="compact-sm" miw={0} {...button} />}
      {...inputProps}
    />
  );
}
