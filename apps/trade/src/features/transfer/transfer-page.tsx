import { Button, Group, NativeSelect, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CURRENCIES, type Currency, compareDecimals, moneyApi, type TransferAccountKind } from '@platform/contracts';
import { Amount, toast, useMessage, useShowError, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { AmountField, useAmountRule } from '../../lib/money/amount-field.tsx';
import { assetsQuery, useMoneyMutation } from '../../lib/money/api.ts';
import { currencyOptions } from '../../lib/money/currency-options.ts';
import { MoneyPage } from '../../lib/money/money-page.tsx';
import { MONEY } from '../../lib/money/texts.ts';
import { TRANSFER } from './texts.ts';

interface TransferVars {
  from: TransferAccountKind;
  to: TransferAccountKind;
  currency: Currency;
  amount: string;
}

// The success toast's id: the next press takes it down, so it never stands beside that attempt's field error.
const DONE_TOAST = 'transfer-done';

const other = (account: TransferAccountKind): TransferAccountKind => (account === 'funding' ? 'trading' : 'funding');

export function TransferPage() {
  const { t } = useTexts(TRANSFER);
  const { t: tm } = useTexts(MONEY);
  const say = useMessage();
  const showError = useShowError();
  const amountRule = useAmountRule();
  const assets = useQuery(assetsQuery());
  const form = useForm({
    initialValues: { from: 'funding' as TransferAccountKind, currency: 'USD' as Currency, amount: '' },
    validate: {
      amount: (value, values) => amountRule(values.currency)(value.trim()),
    },
  });
  const { from, currency } = form.getValues();
  const to = other(from);
  const available = (account: TransferAccountKind) =>
    assets.data?.balances.find((b) => b.account === account && b.currency === currency)?.available ?? null;
  const fromAvailable = available(from);

  const transfer = useMoneyMutation((vars: TransferVars, idempotencyKey) =>
    api.call(moneyApi.createTransfer, { body: vars }, { idempotencyKey }),
  );

  const submit = form.onSubmit(
    ({ from, currency, amount }) => {
      toast.hide(DONE_TOAST);
      const value = amount.trim();
      if (fromAvailable !== null && compareDecimals(value, fromAvailable) > 0) {
        form.setFieldError('amount', say('insufficientBalance'));
        return;
      }
      transfer.mutate(
        { from, to: other(from), currency, amount: value },
        {
          onSuccess: () => {
            toast.success(say('transferDone'), { id: DONE_TOAST });
            form.setFieldValue('amount', '');
            form.clearErrors();
          },
          onError: (error) => showError(error, form),
        },
      );
    },
    () => toast.hide(DONE_TOAST),
  );

  return (
    <MoneyPage
      title={t('title')}
      narrow
      related={{ to: '/assets/history?type=transfer', label: t('history') }}
      intro={t('intro')}
    >
      <Paper p="md" radius="lg" withBorder>
        <form noValidate onSubmit={submit}>
          <Stack gap="md">
            <div>
              <Text component="span" size="sm" fw={500} id="transfer-direction">
                {t('direction')}
              </Text>
              <SegmentedControl
                aria-labelledby="transfer-direction"
                fullWidth
                mt={4}
                data={[
                  { value: 'funding', label: t('fundingToTrading') },
                  { value: 'trading', label: t('tradingToFunding') },
                ]}
                {...form.getInputProps('from')}
              />
            </div>
            <NativeSelect
              label={tm('currencyLabel')}
              data={currencyOptions(tm, CURRENCIES)}
              {...form.getInputProps('currency')}
            />
            <Stack gap={4}>
              {([from, to] as const).map((account) => {
                const amount = available(account);
                return (
                  <Group key={account} justify="space-between" gap="xs" wrap="nowrap">
                    <Text size="sm" c="dimmed">
                      {t('availableIn', { account: tm(`account.${account}`) })}
                    </Text>
                    <Text size="sm" fw={600} data-testid={`transfer-available-${account}`}>
                      {amount !== null && <Amount value={amount} currency={currency} />}
                    </Text>
                  </Group>
                );
              })}
            </Stack>
            <Stack gap={4}>
              <AmountField label={tm('amountLabel')} currency={currency} required {...form.getInputProps('amount')} />
              {fromAvailable !== null && (
                <Button
                  variant="subtle"
                  size="compact-sm"
                  w="fit-content"
                  aria-label={t('allLabel')}
                  onClick={() => form.setFieldValue('amount', fromAvailable)}
                >
                  {t('all')}
                </Button>
              )}
            </Stack>
            <Button type="submit" size="md" loading={transfer.isPending}>
              {t('submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </MoneyPage>
  );
}
