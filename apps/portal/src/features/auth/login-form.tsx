import { Alert, Button, Checkbox, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ApiError } from '@platform/client';
import { LIMITS, type LoginResult, loginBody, needsSecondFactor } from '@platform/contracts';
import { applyFieldErrors, SecondFactorStep, useMessage, useSchemaRule, useTexts } from '@platform/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../lib/session.ts';
import { login, loginWithCode } from './api.ts';
import { readRememberedLogin, saveRememberedLogin } from './remember-me.ts';
import { AUTH } from './texts.ts';

interface LoginValues {
  account: string;
  password: string;
  remember: boolean;
}

const accountFrom = (state: unknown) =>
  state && typeof state === 'object' && 'account' in state && typeof state.account === 'string' ? state.account : '';

/** Account and password with Remember me; on success the session is stored (the page then leaves). */
export function LoginForm() {
  const { t } = useTexts(AUTH);
  const say = useMessage();
  const rule = useSchemaRule();
  const [remembered] = useState(readRememberedLogin);
  // An account with a second factor: the password step's challenge, for the code step.
  const [challenge, setChallenge] = useState<string | null>(null);
  const [expired, setExpired] = useState<string | null>(null);
  const signIn = ({ token, user }: LoginResult) => useSession.getState().signIn(token, user);
  // Coming from sign-up or a password reset, the account just used is filled in.
  const handedOver = accountFrom(useLocation().state);

  const form = useForm<LoginValues>({
    mode: 'uncontrolled',
    initialValues: { account: handedOver || remembered.account, password: '', remember: remembered.remembered },
    validate: {
      account: (value) => (value.trim() ? null : say('enterAccount')),
      password: rule(loginBody.shape.password),
    },
  });

  const mutation = useMutation({
    mutationFn: ({ account, password }: LoginValues) => login({ account: account.trim(), password }),
    onSuccess: (result, { account, remember }) => {
      saveRememberedLogin({ remembered: remember, account: account.trim() });
      if (needsSecondFactor(result)) setChallenge(result.challenge);
      else signIn(result);
    },
    onError: (error) => applyFieldErrors(form, error),
  });

  // Network failures already raised a toast and an abort is silent: only the server's answer is shown here.
  const failure =
    expired ?? (mutation.error instanceof ApiError && mutation.error.kind === 'api' ? mutation.error.msg : null);

  if (challenge) {
    const back = (why?: string) => {
      setChallenge(null);
      setExpired(why ?? null);
      mutation.reset();
    };
    return <SecondFactorStep challenge={challenge} send={loginWithCode} onSignedIn={signIn} onBack={back} />;
  }

  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
      <Stack gap="md">
        {failure && (
          <Alert color="red" variant="light" title={t('failed')}>
            {failure}
          </Alert>
        )}
        <TextInput
          label={t('account')}
          description={t('accountHint')}
          autoComplete="username"
          maxLength={LIMITS.emailMax}
          withAsterisk
          key={form.key('account')}
          {...form.getInputProps('account')}
        />
        <PasswordInput
          label={t('password')}
          autoComplete="current-password"
          withAsterisk
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Checkbox
          label={t('remember')}
          description={t('rememberHint')}
          key={form.key('remember')}
          {...form.getInputProps('remember', { type: 'checkbox' })}
        />
        <Button type="submit" loading={mutation.isPending} fullWidth>
          {t('submit')}
        </Button>
      </Stack>
    </form>
  );
}
