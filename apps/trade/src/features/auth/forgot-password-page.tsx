import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { emailSchema, passwordSchema } from '@platform/contracts';
import {
  CenteredPanel,
  EmailCodeFields,
  PasswordPairFields,
  toast,
  useMessage,
  useSchemaRule,
  useSendCode,
  useShowError,
} from '@platform/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../lib/page-title.ts';
import { sendResetCode, useResetPassword } from './auth-api.ts';
import { AuthLink } from './auth-link.tsx';
import { AUTH } from './texts.ts';

export function ForgotPasswordPage() {
  const { t } = useTranslation(AUTH);
  usePageTitle(t('forgot.title'));
  const say = useMessage();
  const rule = useSchemaRule();
  const showError = useShowError();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm({
    initialValues: { email: '', code: '', password: '' },
    validate: {
      email: rule(emailSchema),
      code: (value) => (value.trim() ? null : t('enterEmailCode')),
      password: (value) => (value ? rule(passwordSchema)(value) : t('enterNewPassword')),
    },
  });
  const { button, codeRef } = useSendCode(form, sendResetCode, 'codeSent');

  const submit = form.onSubmit(({ email, code, password }) =>
    reset.mutate(
      { email: email.trim(), code: code.trim(), password },
      {
        onSuccess: () => {
          toast.success(say('resetSuccess'));
          navigate('/login', { state: { account: email.trim() } });
        },
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
