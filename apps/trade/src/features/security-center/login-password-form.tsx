import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ChangeLoginPasswordBody, changeLoginPasswordBody, securityApi } from '@platform/contracts';
import { PasswordPairFields, toast, useMessage, useShowError, useTexts } from '@platform/ui';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { useSchemaErrors } from '../../lib/money/schema-errors.ts';
import { SecurityCard } from './security-card.tsx';
import { SECURITY } from './texts.ts';

/** Change the log-in password: the current one, the new one twice. */
export function LoginPasswordForm() {
  const { t } = useTexts(SECURITY);
  const say = useMessage();
  const showError = useShowError();
  const schemaErrors = useSchemaErrors();
  const form = useForm<ChangeLoginPasswordBody>({
    initialValues: { oldPassword: '', password: '', confirmPassword: '' },
    validate: schemaErrors(changeLoginPasswordBody),
  });
  const change = useMutation({
    mutationFn: (body: ChangeLoginPasswordBody) => api.call(securityApi.changeLoginPassword, { body }),
  });
  const submit = form.onSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        toast.success(say('loginPasswordChanged'));
        form.reset();
      },
      onError: (error) => showError(error, form),
    }),
  );
  return (
    <SecurityCard id="login-password-title" title={t('login.title')} intro={t('login.intro')}>
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <PasswordInput
            label={t('login.current')}
            autoComplete="current-password"
            required
            {...form.getInputProps('oldPassword')}
          />
          <PasswordPairFields
            labels={{ password: t('login.password'), hint: t('login.passwordHint'), confirm: t('login.confirm') }}
            password={form.getInputProps('password')}
            confirm={form.getInputProps('confirmPassword')}
            required
          />
          <Button type="submit" loading={change.isPending} w={{ base: '100%', xs: 'auto' }}>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
    </SecurityCard>
  );
}
