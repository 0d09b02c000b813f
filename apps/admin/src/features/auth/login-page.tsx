import { Alert, Button, Container, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { fieldErrorsOf } from '@platform/client';
import type { LoginBody } from '@platform/contracts';
import { LanguageSwitch } from '@platform/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useSession } from '../../shared/session.ts';

/** The form's check and the log-in call: fetched on the form's first focus, so they are there by the first submit. */
const loadSubmission = () => import('./login-submission.ts');

export function LoginPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useSession((s) => Boolean(s.token));
  useDocumentTitle(`${t('auth.submit')} · ${t('shared.appTitle')}`);
  const [failure, setFailure] = useState<{ title: string; text?: string } | null>(null);
  const form = useForm<LoginBody>({ initialValues: { account: '', password: '' } });
  const from = (location.state as { from?: string } | null)?.from ?? '/users';

  const submit = form.onSubmit(async (values) => {
    const { alreadyReported, loginErrors, logIn, NoBackOfficeAccess } = await loadSubmission();
    const errors = loginErrors(values, i18n.language);
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      return;
    }
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
          <form onSubmit={submit} onFocus={() => void loadSubmission().catch(() => undefined)} noValidate>
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
