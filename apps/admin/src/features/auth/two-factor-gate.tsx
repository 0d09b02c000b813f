// Every operator enrols a second factor before the back office opens (issue 28 §9): until the server says it is on,
// each page shows the enrolment instead, the QR code and key, a code to turn it on, then the recovery codes once.
import { Button, Center, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { fieldErrorsOf } from '@platform/client';
import { twoFactorApi } from '@platform/contracts';
import { TwoFactorEnrolment, useTwoFactorTexts } from '@platform/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import type { ShellTexts } from '../../app/i18n.ts';
import { api } from '../../shared/api.ts';
import { useAppTexts } from '../../shared/texts.ts';
import { authQueries, logOut } from './api.ts';

export function TwoFactorGate({ children }: { children: ReactNode }) {
  const { t } = useAppTexts<ShellTexts>();
  const status = useQuery(authQueries.twoFactor());
  if (status.data?.enabled) return children;
  if (!status.data) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  }
  return <EnrolmentPage />;
}

function EnrolmentPage() {
  const { t } = useAppTexts<ShellTexts>();
  const say = useTwoFactorTexts();
  const queryClient = useQueryClient();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const begin = useMutation({ mutationFn: () => api.call(twoFactorApi.begin) });
  const confirm = useMutation({
    mutationFn: (code: string) => api.call(twoFactorApi.confirm, { body: { code } }),
    onSuccess: (result) => setRecoveryCodes(result.recoveryCodes),
  });
  const { mutate: start } = begin;
  useEffect(() => start(), [start]);
  const done = () => void queryClient.invalidateQueries({ queryKey: authQueries.twoFactor().queryKey });
  const codeError = confirm.error ? (fieldErrorsOf(confirm.error).code ?? confirm.error.message) : null;

  return (
    <Container size={480} py="md">
      <Title order={1} size="h2" mb="md">
        {say('title')}
      </Title>
      <Paper withBorder p="lg">
        <Stack>
          {recoveryCodes ? null : <Text size="sm">{t('auth.twoFactorNeeded')}</Text>}
          {begin.data ? (
            <TwoFactorEnrolment
              titled={false}
              enrolment={begin.data}
              onConfirm={(code) => confirm.mutate(code)}
              confirming={confirm.isPending}
              error={codeError}
              recoveryCodes={recoveryCodes}
              onDone={done}
            />
          ) : (
            <Center py="md">
              <Loader aria-label={t('common:loading')} />
            </Center>
          )}
          <Button variant="subtle" onClick={() => void logOut()}>
            {t('common:logout')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
