import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { CallArgs } from '@platform/client';
import {
  type ChangeTradePasswordBody,
  changeTradePasswordBody,
  type MessageKey,
  type ResetTradePasswordBody,
  resetTradePasswordBody,
  type SetTradePasswordBody,
  securityApi,
  setTradePasswordBody,
} from '@platform/contracts';
import { CodeField, PasswordPairFields, toast, useMessage, useShowError, useTexts } from '@platform/ui';
import { type ReactNode, useRef } from 'react';
import { api } from '../../lib/api.ts';
import { useSecurityMutation } from '../../lib/money/api.ts';
import { useSchemaErrors } from '../../lib/money/schema-errors.ts';
import { SECURITY } from './texts.ts';

// No `maxlength`: a browser would cut a seventh digit silently; the schema says the PIN is 6 digits instead.
const PIN = { inputMode: 'numeric', autoComplete: 'off', required: true } as const;

/** A security form: the contract schema validates it, the server answers, the status is refetched. */
type TradePasswordEndpoint = (typeof securityApi)['setTradePassword' | 'changeTradePassword' | 'resetTradePassword'];

function useTradePasswordForm<V extends Record<string, string>>(
  initialValues: V,
  endpoint: TradePasswordEndpoint,
  // The body's schema itself, not `endpoint.body`: the apps' bundles leave schemas out of endpoint definitions.
  bodySchema: TradePasswordEndpoint['body'],
  done: MessageKey,
) {
  const say = useMessage();
  const showError = useShowError();
  const schemaErrors = useSchemaErrors();
  const form = useForm<V>({ initialValues, validate: schemaErrors(bodySchema) });
  // V is the body of this endpoint; the union of the three cannot be narrowed by the generic.
  const mutation = useSecurityMutation((body: V) =>
    api.call(endpoint, ...([{ body }] as unknown as CallArgs<TradePasswordEndpoint>)),
  );
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

/** A trade-password form: what it asks first (`children`), then the new PIN twice, then its submit button. */
function PinForm<V extends { password: string; confirmPassword: string }>({
  form,
  submit,
  pending,
  submitLabel,
  children,
}: ReturnType<typeof useTradePasswordForm<V>> & { submitLabel: string; children?: ReactNode }) {
  const { t } = useTexts(SECURITY);
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        {children}
        <PasswordPairFields
          labels={{ password: t('trade.password'), hint: t('trade.passwordHint'), confirm: t('trade.confirm') }}
          password={{ ...PIN, ...form.getInputProps('password') }}
          confirm={{ ...PIN, ...form.getInputProps('confirmPassword') }}
        />
        <Button type="submit" loading={pending} w={{ base: '100%', xs: 'auto' }}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

/** The first transaction password. */
export function SetTradePasswordForm() {
  const { t } = useTexts(SECURITY);
  const pinForm = useTradePasswordForm<SetTradePasswordBody>(
    { password: '', confirmPassword: '' },
    securityApi.setTradePassword,
    setTradePasswordBody,
    'tradePasswordSetDone',
  );
  return <PinForm {...pinForm} submitLabel={t('trade.submitSet')} />;
}

/** A new transaction password, knowing the current one. */
export function ChangeTradePasswordForm() {
  const { t } = useTexts(SECURITY);
  const pinForm = useTradePasswordForm<ChangeTradePasswordBody>(
    { oldPassword: '', password: '', confirmPassword: '' },
    securityApi.changeTradePassword,
    changeTradePasswordBody,
    'tradePasswordChanged',
  );
  return (
    <PinForm {...pinForm} submitLabel={t('trade.submitChange')}>
      <PasswordInput label={t('trade.current')} {...PIN} {...pinForm.form.getInputProps('oldPassword')} />
    </PinForm>
  );
}

/** A new transaction password by a code mailed to the user's address; it also lifts a lock. */
export function ResetTradePasswordForm({ email }: { email: string }) {
  const { t } = useTexts(SECURITY);
  const say = useMessage();
  const showError = useShowError();
  const codeRef = useRef<HTMLInputElement>(null);
  const pinForm = useTradePasswordForm<ResetTradePasswordBody>(
    { code: '', password: '', confirmPassword: '' },
    securityApi.resetTradePassword,
    resetTradePasswordBody,
    'tradePasswordResetDone',
  );
  return (
    <PinForm {...pinForm} submitLabel={t('trade.submitReset')}>
      <CodeField
        ref={codeRef}
        label={t('trade.code')}
        description={t('trade.resetIntro', { email })}
        required
        button={{
          label: t('trade.getCode'),
          send: () => api.call(securityApi.sendTradePasswordCode),
          onSent: () => {
            toast.success(say('codeSent'));
            codeRef.current?.focus();
          },
          onError: (error) => showError(error),
        }}
        {...pinForm.form.getInputProps('code')}
      />
    </PinForm>
  );
}
