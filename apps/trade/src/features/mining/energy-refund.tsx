// Moving unused energy back to the funding account: the money is the user's, never kept. The form says first what it
// means for running contracts (they pause at the next period the balance cannot pay) and refuses on the field an amount
// above the energy balance before asking the server, which refuses it again.
import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { compareDecimals, type MiningEnergyView, miningEnergyRefundBody } from '@platform/contracts';
import { displayAmount, toast, useMessage, useSchemaValidate, useShowError, useTexts } from '@platform/ui';
import { AmountField } from '../../lib/money/amount-field.tsx';
import { useRefundEnergy } from './api.ts';
import { MINING } from './texts.ts';

/** An exact decimal without trailing zeros (what the user may type back). */
export const plainDecimal = (value: string) => (value.includes('.') ? value.replace(/\.?0+$/, '') : value);

/** The message key refusing `amount` (already a valid amount) against the energy balance, or null. */
export const refundShortKey = (amount: string, balance: string) =>
  compareDecimals(amount.trim(), balance) > 0 ? ('miningEnergyRefundShort' as const) : null;

export function EnergyRefund({ energy: e }: { energy: MiningEnergyView }) {
  const { t } = useTexts(MINING);
  const say = useMessage();
  const showError = useShowError();
  const refund = useRefundEnergy();
  const schema = useSchemaValidate<{ amount: string }>(miningEnergyRefundBody);
  const form = useForm({
    initialValues: { amount: '' },
    validate: (values) => {
      const errors = schema(values);
      if (errors.amount) return errors;
      const short = refundShortKey(values.amount, e.balance);
      return short ? { amount: say(short) } : {};
    },
  });
  const submit = form.onSubmit(({ amount }) =>
    refund.mutate(
      { amount: amount.trim() },
      {
        onSuccess: () => {
          toast.success(say('miningEnergyRefunded'));
          form.reset();
        },
        onError: (error) => showError(error, form),
      },
    ),
  );
  return (
    <Stack gap="xs" data-testid="mining-energy-refund">
      <Text size="sm" c="dimmed" id="mining-energy-refund-note">
        {e.periodsCovered === null ? t('energy.refundIdle') : t('energy.refundRunning')}
      </Text>
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Text size="sm" data-testid="mining-energy-refund-max">
          {t('energy.refundAvailable', { amount: displayAmount(e.balance, 'USDT') })}
        </Text>
        {compareDecimals(e.balance, '0') > 0 && (
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => form.setFieldValue('amount', plainDecimal(e.balance))}
          >
            {t('energy.refundAll')}
          </Button>
        )}
      </Group>
      <form onSubmit={submit} noValidate aria-label={t('energy.refundForm')}>
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <AmountField
            currency={e.currency}
            label={t('energy.refundAmount')}
            aria-describedby="mining-energy-refund-note"
            style={{ flex: 1, minWidth: 0 }}
            {...form.getInputProps('amount')}
          />
          <Button type="submit" variant="default" mt={25} loading={refund.isPending} style={{ flexShrink: 0 }}>
            {t('energy.refundSubmit')}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
