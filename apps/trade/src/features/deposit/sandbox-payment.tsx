import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type CryptoCurrency, moneyApi, type Network } from '@platform/contracts';
import { toast, WARNING_INK } from '@platform/ui';
import { api } from '../../lib/api.ts';
import { AmountField } from '../../lib/money/amount-field.tsx';
import { useMoneyMutation } from '../../lib/money/api.ts';
import { useDepositFormKit } from './use-deposit-form-kit.ts';

interface Props {
  currency: CryptoCurrency;
  network: Network;
  minDeposit: string;
}

/** Sandbox only, and labelled so: stands in for an outside wallet paying the user's deposit address. */
export function SandboxPayment({ currency, network, minDeposit }: Props) {
  const { t, tm, say, showError, amountRule } = useDepositFormKit();
  const form = useForm({
    initialValues: { amount: '' },
    validate: {
      amount: (value) => amountRule(currency, { amount: minDeposit, message: 'belowMinimumDeposit' })(value.trim()),
    },
  });
  const send = useMoneyMutation((amount: string, idempotencyKey) =>
    api.call(moneyApi.sendSandboxChainPayment, { body: { currency, network, amount } }, { idempotencyKey }),
  );
  const submit = form.onSubmit(({ amount }) =>
    send.mutate(amount.trim(), {
      onSuccess: () => {
        toast.success(say('chainPaymentSent'));
        form.reset();
      },
      onError: (error) => showError(error, form),
    }),
  );

  return (
    <Paper
      p="md"
      radius="lg"
      component="section"
      aria-labelledby="sandbox-payment-title"
      data-testid="sandbox-payment"
      style={{ border: '2px dashed var(--mantine-color-orange-7)', background: 'var(--mantine-color-orange-light)' }}
    >
      <Group gap="xs" mb="xs">
        <Badge variant="filled" color={WARNING_INK} radius="sm">
          {t('sandbox.badge')}
        </Badge>
        <Title order={2} size="h4" id="sandbox-payment-title">
          {t('sandbox.title')}
        </Title>
      </Group>
      <Text size="sm" mb="sm">
        {t('sandbox.body')}
      </Text>
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <AmountField
            label={tm('amountLabel')}
            placeholder={tm('amountPlaceholder', { min: minDeposit })}
            currency={currency}
            required
            {...form.getInputProps('amount')}
          />
          <Button type="submit" color={WARNING_INK} loading={send.isPending} w={{ base: '100%', xs: 'auto' }}>
            {t('sandbox.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
