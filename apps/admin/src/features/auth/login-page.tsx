import { Alert, Button, Container, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { fieldErrorsOf } from '@platform/client';
import type { LoginBody } from '@platform/contracts';
import { LanguageSwitch, SecondFactorForm } from '@platform/ui';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { ShellTexts } from '../../app/i18n.ts';
import { useSession } from '../../shared/session.ts';
import { useAppTexts } from '../../shared/texts.ts';

/** The form's check and the log-in call: fetched on the form's first focus, so they are there by the first submit. */
const loadSubmission = () => import('./login-submission.ts');

/**
 * The two fields' values and messages, held as Mantine's form would (a field's message goes when it changes), in plain
 * state: the page every operator lands on does not load a form library for two fields.
 */
function useLoginFields() {
  const [values, setValues] = useState<LoginBody>({ account: '', password: '' });
  const [errors, setErrors] = useState<FormErrors>({});
  const inputProps = (name: keyof LoginBody) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors(({ [name]: _, ...others }) => others);
    },
  });
  return { values, setErrors, inputProps };
}

export function LoginPage() {
  const { t, i18n } = useAppTexts<ShellTexts>();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useSession((s) => Boolean(s.token));
  useDocumentTitle(`${t('auth.submit')} · ${t('shared.appTitle')}`);
  const [failure, setFailure] = useState<{ title: string; text?: string } | null>(null);
  const { values, setErrors, inputProps } = useLoginFields();
  const [submitting, setSubmitting] = useState(false);
  const [challenge, setChallenge] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  // Where they were going, else the root: each operator lands on their own queue (app/shell/role-landing.tsx).
  const from = (location.state as { from?: string } | null)?.from ?? '/';

  const send = async () => {
    const { alreadyReported, loginErrors, logIn, NoBackOfficeAccess } = await loadSubmission();
    const errors = loginErrors(values, i18n.language);
    setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setFailure(null);
    try {
      const outcome = await logIn(values);
      if ('challenge' in outcome) {
        setCodeError(null);
        setChallenge(outcome.challenge);
        return;
      }
      navigate(from, { replace: true });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (error instanceof NoBackOfficeAccess) setFailure({ title: t('shared.noAccess'), text: t('auth.signedOut') });
      else if (Object.keys(fields).length > 0) setErrors(fields);
      else if (!alreadyReported(error) && error instanceof Error) setFailure({ title: error.message });
    }
  };
  const sendCode = async (code: string) => {
    if (!challenge) return;
    const { alreadyReported, logInWithCode, NoBackOfficeAccess } = await loadSubmission();
    try {
      await logInWithCode({ challenge, code });
      navigate(from, { replace: true });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (error instanceof NoBackOfficeAccess) {
        setChallenge(null);
        setFailure({ title: t('shared.noAccess'), text: t('auth.signedOut') });
      } else if (fields.challenge) {
        // Expired or used: back to the password, saying why.
        setChallenge(null);
        setFailure({ title: fields.challenge });
      } else if (fields.code) setCodeError(fields.code);
      else if (!alreadyReported(error) && error instanceof Error) setCodeError(error.message);
    }
  };
  const submitCode = (code: string) => {
    if (submitting) return;
    setSubmitting(true);
    void sendCode(code).finally(() => setSubmitting(false));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    void send().finally(() => setSubmitting(false));
  };

  if (signedIn && !submitting) return <Navigate to={from} replace />;

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
          {challenge ? (
            <SecondFactorForm
              onSubmit={submitCode}
              onBack={() => setChallenge(null)}
              pending={submitting}
              error={codeError}
            />
          ) : (
            <form onSubmit={submit} onFocus={() => void loadSubmission().catch(() => undefined)} noValidate>
              <Stack>
                <TextInput
                  label={t('auth.account')}
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  withAsterisk
                  {...inputProps('account')}
                />
                <PasswordInput
                  label={t('auth.password')}
                  autoComplete="current-password"
                  withAsterisk
                  {...inputProps('password')}
                />
                <Button type="submit" loading={submitting}>
                  {t('auth.submit')}
                </Button>
              </Stack>
            </form>
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
