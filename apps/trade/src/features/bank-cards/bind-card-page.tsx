import { Button, Paper, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { bindCardBody, moneyApi, sameHolderName } from '@platform/contracts';
import { toast, useMessage, useSchemaRule, useShowError, useTexts } from '@platform/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../../lib/api.ts';
import { realInfoQuery } from '../../lib/identity/api.ts';
import { moneyKeys } from '../../lib/money/api.ts';
import { MoneyPage } from '../../lib/money/money-page.tsx';
import { BANK_CARDS } from './texts.ts';

/** Bind a card: bank name, account name and a Visa/Mastercard number that passes the Luhn check. */
export function BindCardPage() {
  const { t } = useTexts(BANK_CARDS);
  const say = useMessage();
  const rule = useSchemaRule();
  const showError = useShowError();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const fromWithdraw = useSearchParams()[0].get('from') === 'withdraw';
  const back = fromWithdraw
    ? { to: '/assets/withdraw', label: t('backToWithdraw') }
    : { to: '/bank-cards', label: t('backToCards') };
  // Once the identity is verified, the card must be in that name (the server refuses another; the form says so first).
  const info = useQuery(realInfoQuery());
  const verifiedName = info.data?.status === 'approved' ? (info.data.submission?.fullName ?? null) : null;
  const nameRule = rule(bindCardBody.shape.accountName);
  const form = useForm({
    initialValues: { bankName: '', accountName: '', cardNumber: '' },
    validate: {
      bankName: rule(bindCardBody.shape.bankName),
      accountName: (value: string) =>
        nameRule(value) ??
        (verifiedName !== null && !sameHolderName(value, verifiedName) ? say('cardHolderNotVerifiedName') : null),
      cardNumber: rule(bindCardBody.shape.cardNumber),
    },
  });
  // The verified name is the one to write: filled in once, when it is known and the field is still empty.
  const filled = useRef(false);
  const { setFieldValue, getValues } = form;
  useEffect(() => {
    if (!verifiedName || filled.current) return;
    filled.current = true;
    if (getValues().accountName === '') setFieldValue('accountName', verifiedName);
  }, [verifiedName, setFieldValue, getValues]);
  const bind = useMutation({
    mutationFn: (body: typeof form.values) => api.call(moneyApi.bindBankCard, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moneyKeys.bankCards() }),
  });
  const submit = form.onSubmit((values) =>
    bind.mutate(
      {
        bankName: values.bankName.trim(),
        accountName: values.accountName.trim(),
        cardNumber: values.cardNumber.trim(),
      },
      {
        onSuccess: () => {
          toast.success(say('cardBound'));
          navigate(back.to);
        },
        onError: (error) => showError(error, form),
      },
    ),
  );

  return (
    <MoneyPage title={t('bindTitle')} back={back} narrow intro={t('bindIntro')}>
      <Paper p="md" radius="lg" withBorder>
        <form noValidate onSubmit={submit}>
          <Stack gap="md">
            <TextInput
              label={t('bankName')}
              required
              maxLength={60}
              autoComplete="off"
              {...form.getInputProps('bankName')}
            />
            <TextInput
              label={t('accountName')}
              description={verifiedName ? t('accountNameVerified', { name: verifiedName }) : t('accountNameOwn')}
              required
              maxLength={60}
              autoComplete="cc-name"
              {...form.getInputProps('accountName')}
            />
            <TextInput
              label={t('cardNumber')}
              description={t('cardNumberHint')}
              required
              maxLength={23}
              inputMode="numeric"
              autoComplete="cc-number"
              {...form.getInputProps('cardNumber')}
            />
            <Button type="submit" size="md" loading={bind.isPending}>
              {t('submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </MoneyPage>
  );
}
