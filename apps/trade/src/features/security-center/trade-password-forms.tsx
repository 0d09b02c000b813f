import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import {
  type ChangeTradePasswordBody,
  changeTradePasswordBody,
  EMAIL_CODE,
  type MessageKey,
  type ResetTradePasswordBody,
  resetTradePasswordBody,
  SECURITY_PATHS,
  type SecurityStatusView,
  type SetTradePasswordBody,
  setTradePasswordBody,
  type z,
} from '@platform/contracts';
import { SendCodeButton, toast, useMessage, useShowError } from '@platform/ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api.ts';
import { useSecurityMutation } from '../../lib/money/api.ts';
import { useSchemaErrors } from '../../lib/money/schema-errors.ts';
import { SECURITY } from './texts.ts';

const PIN = { inputMode: 'numeric', maxLength: 6, autoComplete: 'off', required: true } as const;

/** A security form: the contract schema validates it, the server answers, the status is refetched. */
function useTradePasswordForm<V extends Record<string, string>>(
  initialValues: V,
  schema: z.ZodType,
  path: string,
  done: MessageKey,
) {
  const say = useMessage();
  const showError = useShowError();
  const schemaErrors = useSchemaErrors();
  const form = useForm<V>({ initialValues, validate: schemaErrors(schema) });
  const mutation = useSecurityMutation((body: V) => api.post<SecurityStatusView>(path, body));
  const submit = form.onSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => {
        toast.success(say(done));
        form.reset();
      },
      onError: (error) => showError(error, form),
    }),
  );
  return { form, submit, pending: mutation.isPending };
}

function NewPinFields<V extends { password: string; confirmPassword: string }>({
  form,
}: {
  form: UseFormReturnType<V>;
}) {
  const { t } = useTranslation(SECURITY);
  return (
    <>
      <PasswordInput
        label={t('trade.password')}
        description={t('trade.passwordHint')}
        {...PIN}
        {...form.getInputProps('password')}
      />
      <PasswordInput label={t('trade.confirm')} {...PIN} {...form.getInputProps('confirmPassword')} />
    </>
  );
}

/** The first transaction password. */
export function SetTradePasswordForm() {
  const { t } = useTranslation(SECURITY);
  const { form, submit, pending } = useTradePasswordForm<SetTradePasswordBody>(
    { password: '', confirmPassword: '' },
    setTradePasswordBody,
    SECURITY_PATHS.tradePassword,
    'tradePasswordSetDone',
  );
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <NewPinFields form={form} />
        <Button type="submit" loading={pending} w={{ base: '100%', xs: 'auto' }}>
          {t('trade.submitSet')}
        </Button>
      </Stack>
    </form>
  );
}

/** A new transaction password, knowing the current one. */
export function ChangeTradePasswordForm() {
  const { t } = useTranslation(SECURITY);
  const { form, submit, pending } = useTradePasswordForm<ChangeTradePasswordBody>(
    { oldPassword: '', password: '', confirmPassword: '' },
    changeTradePasswordBody,
    SECURITY_PATHS.tradePasswordChange,
    'tradePasswordChanged',
  );
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <PasswordInput label={t('trade.current')} {...PIN} {...form.getInputProps('oldPassword')} />
        <NewPinFields form={form} />
        <Button type="submit" loading={pending} w={{ base: '100%', xs: 'auto' }}>
          {t('trade.submitChange')}
        </Button>
      </Stack>
    </form>
  );
}

/** A new transaction password by a code mailed to the user's address; it also lifts a lock. */
export function ResetTradePasswordForm({ email }: { email: string }) {
  const { t } = useTranslation(SECURITY);
  const say = useMessage();
  const showError = useShowError();
  const codeRef = useRef<HTMLInputElement>(null);
  const { form, submit, pending } = useTradePasswordForm<ResetTradePasswordBody>(
    { code: '', password: '', confirmPassword: '' },
    resetTradePasswordBody,
    SECURITY_PATHS.tradePasswordReset,
    'tradePasswordResetDone',
  );
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <TextInput
          ref={codeRef}
          label={t('trade.code')}
          description={t('trade.resetIntro', { email })}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={EMAIL_CODE.length}
          required
          rightSectionWidth={140}
          rightSectionPointerEvents="all"
          rightSection={
            <SendCodeButton
              variant="subtle"
              size="compact-sm"
              miw={0}
              label={t('trade.getCode')}
              send={() => api.post<null>(SECURITY_PATHS.tradePasswordCode, {})}
              onSent={() => {
                toast.success(say('codeSent'));
                codeRef.current?.focus();
              }}
              onError={(error) => showError(error)}
            />
          }
          {...form.getInputProps('code')}
        />
        <NewPinFields form={form} />
        <Button type="submit" loading={pending} w={{ base: '100%', xs: 'auto' }}>
          {t('trade.submitReset')}
        </Button>
      </Stack>
    </form>
  );
}
