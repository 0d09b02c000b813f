import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { emailSchema, LIMITS, passwordSchema, usernameSchema } from '@platform/contracts';
import {
  EmailCodeFields,
  InviteCodeInput,
  PasswordPairFields,
  useInviteCodeRule,
  useMessage,
  useSchemaRule,
  useSendCode,
  useTexts,
} from '@platform/ui';
import { sendSignUpCode, signUp } from './api.ts';
import { AuthPopup, usePopupSubmission } from './auth-popup.tsx';
import { AUTH } from './texts.ts';

const EMPTY = { username: '', email: '', code: '', password: '', inviteCode: '' };

/** The global Sign Up popup: on success it closes and the visitor goes to /login (spec section 2). */
export function SignUpPopup() {
  const { t } = useTexts(AUTH);
  const say = useMessage();
  const rule = useSchemaRule();
  const inviteCodeRule = useInviteCodeRule();
  const form = useForm({
    initialValues: EMPTY,
    validate: {
      username: (value) => (value.trim() ? rule(usernameSchema)(value) : say('enterUsername')),
      email: rule(emailSchema),
      code: (value) => (value.trim() ? null : say('enterCode')),
      password: rule(passwordSchema),
      inviteCode: inviteCodeRule,
    },
  });
  const { button, codeRef } = useSendCode(form, sendSignUpCode);

  const submission = usePopupSubmission(
    'signUp',
    form,
    (values) =>
      signUp({
        username: values.username.trim(),
        email: values.email.trim(),
        code: values.code.trim(),
        password: values.password,
        inviteCode: values.inviteCode.trim(),
      }),
    'registerSuccess',
  );

  return (
    <AuthPopup popup="signUp" form={form} submission={submission}>
      <TextInput
        label={t('signUp.username')}
        description={t('signUp.usernameHint')}
        autoComplete="username"
        maxLength={LIMITS.usernameMax}
        withAsterisk
        data-autofocus
        {...form.getInputProps('username')}
      />
      <EmailCodeFields
        labels={{ email: t('signUp.email'), code: t('signUp.code') }}
        email={form.getInputProps('email')}
        code={form.getInputProps('code')}
        codeRef={codeRef}
        button={button}
      />
      <PasswordPairFields
        labels={{ password: t('signUp.password'), hint: t('signUp.passwordHint') }}
        password={form.getInputProps('password')}
      />
      <InviteCodeInput label={t('signUp.inviteCode')} withAsterisk {...form.getInputProps('inviteCode')} />
    </AuthPopup>
  );
}
