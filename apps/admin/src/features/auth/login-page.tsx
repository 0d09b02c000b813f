import { Alert, Button, Container, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { fieldErrorsOf } from '@platform/client';
import { type LoginBody, loginBody } from '@platform/contracts';
import { LanguageSwitch } from '@platform/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { alreadyReported, useSchemaValidator } from '../../shared/forms.ts';
import { useSession } from '../../shared/session.ts';
import { logIn, NoBackOfficeAccess } from './api.ts';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useSession((s) => Boolean(s.token));
  useDocumentTitle(`${t('auth.submit')} · ${t('shared.appTitle')}`);
  const [failure, setFailure] = useState<{ title: string; text?: string } | null>(null);
  const form = useForm<LoginBody>({
    initialValues: { account: '', password: '' },
    validate: useSchemaValidator<LoginBody>(loginBody),
  });
  const from = (location.state as { from?: string } | null)?.from ?? '/users';

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await logIn(values);
      navigate(from, { replace: true });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (error instanceof NoBackOfficeAccess) setFailure({ title: t('shared.noAccess'), text: t('auth.signedOut') });
      else if (Object.keys(fields).length > 0) form.setErrors(fields);
      else if (!alreadyReported(error) && error instanceof Error) setFailure({ title: error.message });
    }
  });

  if (signedIn && !form.submitting) return <Navigate to={from} replace />;

  return (
    <Container size={420} py="xl" component="main">
      <Stack>
        <Group justify="flex-end">
          <LanguageSwitch />
        </Group>
        <Title order={1}>{t('auth.title')}</Title>
        <Text c="dimmed" size="sm">
          {t('auth.subtitle')}
        </Text>
        {failure ? (
          <Alert color="red" role="alert" title={failure.title}>
            {failure.text}
          </Alert>
        ) : null}
        <Paper withBorder p="lg">
          <form onSubmit={submit} noValidate>
            <Stack>
              <TextInput
                label={t('auth.account')}
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                withAsterisk
                {...form.getInputProps('account')}
              />
              <PasswordInput
                label={t('auth.password')}
                autoComplete="current-password"
                withAsterisk
                {...form.getInputProps('password')}
              />
              <Button type="submit" loading={form.submitting}>
                {t('auth.submit')}
              </Button>
            </Stack>
          </form>
        </Paper>
      </Stack>
    </Container>
  );
}
