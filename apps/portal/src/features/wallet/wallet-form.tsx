import { Button, PasswordInput, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type PayoutKind, updateWalletBody, type WalletView } from '@platform/contracts';
import { toast, useShowError, useTexts } from '@platform/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dictQuery } from '../../lib/dict.ts';
import { useSchemaValidate } from '../../lib/schema-form.ts';
import { DROPDOWN_BELOW } from '../../lib/ui/select-props.ts';
import { updateWallet, walletKey } from './api.ts';
import { WALLET } from './texts.ts';

interface Values {
  kind: PayoutKind;
  currencyType: string;
  address: string;
  bankName: string;
  accountName: string;
  password: string;
}

/**
 * Sets the payout destination: a bank account (bank, holder, account number or IBAN) or a crypto address checked for
 * the chosen currency, here and by the server.
 */
export function WalletForm({ wallet }: { wallet: WalletView | null }) {
  const { t, i18n } = useTexts(WALLET);
  const showError = useShowError();
  const queryClient = useQueryClient();
  const currencies = useQuery(dictQuery('currency_type', i18n.language));
  const form = useForm<Values>({
    initialValues: {
      kind: wallet?.kind ?? 'bank',
      currencyType: wallet?.currencyType ?? '',
      address: wallet?.address ?? '',
      bankName: wallet?.bankName ?? '',
      accountName: wallet?.accountName ?? '',
      password: '',
    },
    validate: useSchemaValidate<Values>(updateWalletBody),
  });
  const mutation = useMutation({
    mutationFn: (values: Values) =>
      updateWallet(
        values.kind === 'bank'
          ? {
              kind: 'bank',
              bankName: values.bankName.trim(),
              accountName: values.accountName.trim(),
              address: values.address.trim(),
              password: values.password,
            }
          : {
              kind: 'crypto',
              currencyType: values.currencyType,
              address: values.address.trim(),
              password: values.password,
            },
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(walletKey, saved);
      form.setFieldValue('password', '');
      toast.success(t('saved'));
    },
    onError: (error) => showError(error, form),
  });
  // The account number or the wallet address: one field, kept as typed (no spelling, a fixed-width face).
  const addressInput = (label: string, description: string, maxLength: number) => (
    <TextInput
      label={label}
      description={description}
      maxLength={maxLength}
      autoComplete="off"
      spellCheck={false}
      ff="monospace"
      withAsterisk
      {...form.getInputProps('address')}
    />
  );
  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
      <Stack gap="md">
        <div>
          <Text size="sm" fw={500} id="payout-kind" mb={4}>
            {t('kind')}
          </Text>
          <SegmentedControl
            aria-labelledby="payout-kind"
            data={[
              { value: 'bank', label: t('kinds.bank') },
              { value: 'crypto', label: t('kinds.crypto') },
            ]}
            {...form.getInputProps('kind')}
          />
        </div>
        {form.values.kind === 'bank' ? (
          <>
            <TextInput label={t('bankName')} maxLength={60} withAsterisk {...form.getInputProps('bankName')} />
            <TextInput
              label={t('accountName')}
              description={t('accountNameHint')}
              maxLength={60}
              autoComplete="name"
              withAsterisk
              {...form.getInputProps('accountName')}
            />
            {addressInput(t('accountNumber'), t('accountNumberHint'), 34)}
          </>
        ) : (
          <>
            <Select
              label={t('currencyType')}
              data={currencies.data ?? []}
              withAsterisk
              allowDeselect={false}
              comboboxProps={DROPDOWN_BELOW}
              {...form.getInputProps('currencyType')}
            />
            {addressInput(t('address'), t('addressHint'), 128)}
          </>
        )}
        <PasswordInput
          label={t('password')}
          description={t('passwordHint')}
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={mutation.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('save')}
        </Button>
      </Stack>
    </form>
  );
}
