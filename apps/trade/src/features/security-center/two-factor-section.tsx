// The security center's two-factor authentication (issue 28 §9): set it up (QR code and key, a code, then the recovery
// codes once) or turn it off with the log-in password and a code.
import { Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { fieldErrorsOf } from '@platform/client';
import { type DisableTwoFactorBody, twoFactorApi } from '@platform/contracts';
import { TwoFactorEnrolment, toast, useShowError, useTwoFactorTexts } from '@platform/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api.ts';
import { twoFactorStatusQuery } from '../../lib/two-factor.ts';
import { SecurityCard } from './security-card.tsx';

export function TwoFactorSection() {
  const t = useTwoFactorTexts();
  const status = useQuery(twoFactorStatusQuery());
  const [mode, setMode] = useState<'idle' | 'enrol' | 'turnOff'>('idle');
  const queryClient = useQueryClient();
  const refresh = () => {
    setMode('idle');
    void queryClient.invalidateQueries({ queryKey: twoFactorStatusQuery().queryKey });
  };
  const enabled = status.data?.enabled ?? false;
  return (
    <SecurityCard id="two-factor-title" title={t('title')} intro={t('sectionIntro')}>
      {status.data ? (
        <Text size="sm" mb="sm" data-testid="two-factor-status">
          {enabled ? t('statusOn', { count: status.data.recoveryCodesLeft }) : t('statusOff')}
        </Text>
      ) : null}
      {mode === 'enrol' ? <Enrol onDone={refresh} onCancel={() => setMode('idle')} /> : null}
      {mode === 'turnOff' ? <TurnOff onDone={refresh} onCancel={() => setMode('idle')} /> : null}
      {mode === 'idle' && status.data ? (
        <Button variant="light" onClick={() => setMode(enabled ? 'turnOff' : 'enrol')}>
          {enabled ? t('turnOff') : t('setUp')}
        </Button>
      ) : null}
    </SecurityCard>
  );
}

function Enrol({ onDone, onCancel }: { onDone(): void; onCancel(): void }) {
  const t = useTwoFactorTexts();
  const showError = useShowError();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const begin = useQuery({
    queryKey: ['security', 'two-factor', 'begin'],
    queryFn: () => api.call(twoFactorApi.begin),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  const confirm = useMutation({
    mutationFn: (code: string) => api.call(twoFactorApi.confirm, { body: { code } }),
    onSuccess: (result) => setRecoveryCodes(result.recoveryCodes),
    onError: (error) => {
      if (!fieldErrorsOf(error).code) showError(error);
    },
  });
  useEffect(() => {
    if (begin.error) showError(begin.error);
  }, [begin.error, showError]);
  const codeError = confirm.error ? (fieldErrorsOf(confirm.error).code ?? null) : null;
  return (
    <Stack>
      {begin.data ? (
        <TwoFactorEnrolment
          titled={false}
          enrolment={begin.data}
          onConfirm={(code) => confirm.mutate(code)}
          confirming={confirm.isPending}
          error={codeError}
          recoveryCodes={recoveryCodes}
          onDone={() => {
            toast.success(t('turnedOn'));
            onDone();
          }}
        />
      ) : null}
      {recoveryCodes ? null : (
        <Button variant="subtle" onClick={onCancel}>
          {t('cancel')}
        </Button>
      )}
    </Stack>
  );
}

function TurnOff({ onDone, onCancel }: { onDone(): void; onCancel(): void }) {
  const t = useTwoFactorTexts();
  const showError = useShowError();
  const form = useForm<DisableTwoFactorBody>({ initialValues: { password: '', code: '' } });
  const turnOff = useMutation({
    mutationFn: (body: DisableTwoFactorBody) => api.call(twoFactorApi.disable, { body }),
    onSuccess: () => {
      toast.success(t('turnedOff'));
      onDone();
    },
    onError: (error) => showError(error, form),
  });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => turnOff.mutate(values))}>
      <Stack>
        <Text size="sm">{t('turnOffIntro')}</Text>
        <PasswordInput
          label={t('password')}
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <TextInput
          label={t('codeLabel')}
          autoComplete="one-time-code"
          required
          maxLength={20}
          {...form.getInputProps('code')}
        />
        <Group justify="space-between">
          <Button variant="subtle" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button type="submit" color="red" loading={turnOff.isPending}>
            {t('turnOff')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
