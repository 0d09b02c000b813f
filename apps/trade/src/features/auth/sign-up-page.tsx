import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { LIMITS } from '@platform/contracts';
import {
  CenteredPanel,
  EmailCodeFields,
  InviteCodeInput,
  PasswordPairFields,
  useInviteCodeRule,
  useMessage,
  useSendCode,
  useShowError,
  useTexts,
} from '@platform/ui';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../lib/page-title.ts';
import { useAccountRules, useToLogin } from './account-form.ts';
import { sendSignUpCode, useSignUp } from './auth-api.ts';
import { AuthLink } from './auth-link.tsx';
import { AUTH } from './texts.ts';

/** A referral link may carry the inviter's code: `/register?inviteCode=…`. */
const INVITE_PARAM = 'inviteCode';

export function SignUpPage() {
  const { t } = useTexts(AUTH);
  usePageTitle(t('signUp.title'));
  const say = useMessage();
  const inviteCodeRule = useInviteCodeRule();
  const rules = useAccountRules();
  const toLogin = useToLogin();
  const showError = useShowError();
  const [params] = useSearchParams();
  const signUp = useSignUp();
  const form = useForm({
    initialValues: {
      email: '',
      code: '',
      password: '',
      confirmPassword: '',
      inviteCode: (params.get(INVITE_PARAM) ?? '').slice(0, LIMITS.inviteCodeMax),
    },
    validate: {
      ...rules,
      confirmPassword: (value, values) => (value === values.password ? null : say('passwordsDoNotMatch')),
      inviteCode: inviteCodeRule,
    },
  });
  const { button, codeRef } = useSendCode(form, sendSignUpCode, 'sendSuccess');

  const submit = form.onSubmit(({ email, code, password, inviteCode }) =>
    signUp.mutate(
      { email: email.trim(), code: code.trim(), password, inviteCode: inviteCode.trim() },
      {
        onSuccess: () => toLogin('registerSuccess', email),
        onError: (error) => showError(error, form),
      },
    ),
  );

  return (
    <CenteredPanel
      title={t('signUp.heading')}
      subtitle={t('signUp.subtitle')}
      footer={<AuthLink question={t('signUp.haveAccount')} label={t('signUp.login')} to="/login" />}
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <EmailCodeFields
            labels={{ email: t('signUp.email'), code: t('signUp.code') }}
            email={form.getInputProps('email')}
            code={form.getInputProps('code')}
            codeRef={codeRef}
            button={{ ...button, label: t('signUp.getCode') }}
            emailAutoComplete="username"
            required
          />
          <PasswordPairFields
            labels={{
              password: t('signUp.password'),
              hint: t('signUp.passwordHint'),
              confirm: t('signUp.confirmPassword'),
            }}
            password={form.getInputProps('password')}
            confirm={form.getInputProps('confirmPassword')}
            required
          />
          <InviteCodeInput label={t('signUp.inviteCode')} required {...form.getInputProps('inviteCode')} />
          <Button type="submit" size="md" fullWidth loading={signUp.isPending}>
            {t('signUp.submit')}
          </Button>
        </Stack>
      </form>
    </CenteredPanel>
  );
}
