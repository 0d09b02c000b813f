import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CenteredPanel, EmailCodeFields, PasswordPairFields, useSendCode, useShowError, useTexts } from '@platform/ui';
import { usePageTitle } from '../../lib/page-title.ts';
import { useAccountRules, useToLogin } from './account-form.ts';
import { sendResetCode, useResetPassword } from './auth-api.ts';
import { AuthLink } from './auth-link.tsx';
import { AUTH } from './texts.ts';

export function ForgotPasswordPage() {
  const { t } = useTexts(AUTH);
  usePageTitle(t('forgot.title'));
  const rules = useAccountRules();
  const toLogin = useToLogin();
  const showError = useShowError();
  const reset = useResetPassword();
  const form = useForm({
    initialValues: { email: '', code: '', password: '' },
    validate: rules,
  });
  const { button, codeRef } = useSendCode(form, sendResetCode, 'codeSent');

  const submit = form.onSubmit(({ email, code, password }) =>
    reset.mutate(
      { email: email.trim(), code: code.trim(), password },
      {
        onSuccess: () => toLogin('resetSuccess', email),
        onError: (error) => showError(error, form),
      },
    ),
  );

  return (
    <CenteredPanel
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      footer={<AuthLink label={t('forgot.backToLogin')} to="/login" />}
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <EmailCodeFields
            labels={{ email: t('forgot.email'), code: t('forgot.code') }}
            email={form.getInputProps('email')}
            code={form.getInputProps('code')}
            codeRef={codeRef}
            button={{ ...button, label: t('forgot.getCode') }}
            emailAutoComplete="username"
            required
          />
          <PasswordPairFields
            labels={{ password: t('forgot.password') }}
            password={form.getInputProps('password')}
            required
          />
          <Button type="submit" size="md" fullWidth loading={reset.isPending}>
            {t('forgot.submit')}
          </Button>
        </Stack>
      </form>
    </CenteredPanel>
  );
}
