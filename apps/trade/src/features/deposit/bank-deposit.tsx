import { Alert, Button, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { UploadResult } from '@platform/client';
import { FIAT_CURRENCIES, type FiatCurrency, type MoneyOptionsView, moneyApi } from '@platform/contracts';
import { toast, Upload } from '@platform/ui';
import { api } from '../../lib/api.ts';
import { AmountField } from '../../lib/money/amount-field.tsx';
import { useMoneyMutation } from '../../lib/money/api.ts';
import { currencyOptions } from '../../lib/money/currency-options.ts';
import { DepositList } from './deposit-list.tsx';
import { PlatformBank } from './platform-bank.tsx';
import { useDepositFormKit } from './use-deposit-form-kit.ts';

interface BankDepositVars {
  currency: FiatCurrency;
  amount: string;
  receiptPath: string;
}

/** A deposit by bank transfer: the platform's details, the certificate explained, the receipt upload, the states. */
export function BankDeposit({ options }: { options: MoneyOptionsView }) {
  const { t, tm, say, showError, amountRule } = useDepositFormKit();
  const form = useForm({
    initialValues: { currency: 'USD' as FiatCurrency, amount: '', receipt: null as UploadResult | null },
    validate: {
      amount: (value, values) =>
        amountRule(values.currency, { amount: options.minDeposit, message: 'belowMinimumDeposit' })(value.trim()),
      receipt: (value) => (value ? null : say('uploadCredentials')),
    },
  });
  const submitDeposit = useMoneyMutation((vars: BankDepositVars, idempotencyKey) =>
    api.call(moneyApi.createBankDeposit, { body: vars }, { idempotencyKey }),
  );
  const submit = form.onSubmit(({ currency, amount, receipt }) =>
    submitDeposit.mutate(
      { currency, amount: amount.trim(), receiptPath: receipt!.path },
      {
        onSuccess: () => {
          toast.success(say('depositSubmitted'));
          form.reset();
        },
        onError: (error) => showError(error, form, { receiptPath: 'receipt' }),
      },
    ),
  );

  return (
    <Stack gap="md">
      <Text size="sm">{t('bankIntro')}</Text>
      <PlatformBank bank={options.bank} sandbox={options.sandbox} />
      <Alert variant="light" color="indigo" title={t('certificateTitle')}>
        <Text size="sm">{t('certificateBody', { minutes: options.bankReviewMinutes })}</Text>
      </Alert>
      <Paper p="md" radius="lg" withBorder component="section" aria-labelledby="bank-deposit-form">
        <Title order={2} size="h4" id="bank-deposit-form" mb="sm">
          {t('formTitle')}
        </Title>
        <form noValidate onSubmit={submit}>
          <Stack gap="md">
            <NativeSelect
              label={tm('currencyLabel')}
              data={currencyOptions(tm, FIAT_CURRENCIES)}
              {...form.getInputProps('currency')}
            />
            <AmountField
              label={tm('amountLabel')}
              placeholder={tm('amountPlaceholder', { min: options.minDeposit })}
              currency={form.getValues().currency}
              required
              {...form.getInputProps('amount')}
            />
            <Upload
              client={api}
              label={t('receipt')}
              description={t('receiptHint')}
              required
              value={form.getValues().receipt?.url ?? null}
              onChange={(file) => form.setFieldValue('receipt', file)}
              error={form.errors.receipt}
            />
            <Button type="submit" size="md" loading={submitDeposit.isPending}>
              {t('submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
      <DepositList method="bank" />
    </Stack>
  );
}
