import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { LIMITS, loginBody, needsSecondFactor } from '@platform/contracts';
import { CenteredPanel, SecondFactorStep, toast, useSchemaRule, useShowError, useTexts } from '@platform/ui';
import { Link, useLocation } from 'react-router';
import { usePageTitle } from '../../lib/page-title.ts';
import { logInWithCode, useLogin, useStartSession } from './auth-api.ts';
import { AuthLink } from './auth-link.tsx';
import { AUTH } from './texts.ts';

/** Sign-up and reset hand the address over, so the user only types the password. */
const accountFrom = (state: unknown) =>
  state && typeof state === 'object' && 'account' in state && typeof state.account === 'string' ? state.account : '';

export function LoginPage() {
  const { t } = useTexts(AUTH);
  usePageTitle(t('login.title'));
  const location = useLocation();
  const rule = useSchemaRule();
  const showError = useShowError();
  const login = useLogin();
  const startSession = useStartSession();
  const challenge = login.data && needsSecondFactor(login.data) ? login.data.challenge : null;
  const form = useForm({
    initialValues: { account: accountFrom(location.state), password: '' },
    validate: { account: rule(loginBody.shape.account), password: rule(loginBody.shape.password) },
  });

  return (
    <CenteredPanel
      title={t('login.welcomeBack')}
      subtitle={t('login.subtitle')}
      footer={
        <AuthLink question={t('login.noAccount')} label={t('login.register')} to={`/register${location.search}`} />
      }
    >
      {challenge ? (
        <SecondFactorStep
          challenge={challenge}
          send={logInWithCode}
          onSignedIn={startSession}
          onBack={(expired) => {
            login.reset();
            if (expired) toast.error(expired);
          }}
        />
      ) : (
        <form
          noValidate
          onSubmit={form.onSubmit((values) => login.mutate(values, { onError: (e) => showError(e, form) }))}
        >
          <Stack gap="md">
            <TextInput
              label={t('login.account')}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={LIMITS.emailMax}
              required
              {...form.getInputProps('account')}
            />
            <PasswordInput
              label={t('login.password')}
              autoComplete="current-password"
              required
              {...form.getInputProps('password')}
            />
            <Group justify="flex-end" mt={-8}>
              <Anchor component={Link} to="/forgot-password" size="sm">
                {t('login.forgot')}
              </Anchor>
            </Group>
            <Button type="submit" size="md" fullWidth loading={login.isPending}>
              {t('login.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </CenteredPanel>
  );
}
