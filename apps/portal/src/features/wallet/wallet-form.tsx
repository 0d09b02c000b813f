import { Button, PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { updateWalletBody, type WalletView } from '@platform/contracts';
import { toast, useShowError } from '@platform/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dictQuery } from '../../lib/dict.ts';
import { useSchemaValidate } from '../../lib/schema-form.ts';
import { DROPDOWN_BELOW } from '../../lib/ui/select-props.ts';
import { updateWallet, walletKey } from './api.ts';
import { WALLET } from './texts.ts';

interface Values {
  currencyType: string;
  address: string;
  password: string;
}

/** Sets the payout wallet: the address is checked for the chosen currency here and by the server. */
export function WalletForm({ wallet }: { wallet: WalletView | null }) {
  const { t } = useTranslation(WALLET);
  const showError = useShowError();
  const queryClient = useQueryClient();
  const currencies = useQuery(dictQuery('currency_type'));
  const form = useForm<Values>({
    initialValues: { currencyType: wallet?.currencyType ?? '', address: wallet?.address ?? '', password: '' },
    validate: useSchemaValidate<Values>(updateWalletBody),
  });
  const mutation = useMutation({
    mutationFn: (values: Values) => updateWallet({ ...values, address: values.address.trim() }),
    onSuccess: (saved) => {
      queryClient.setQueryData(walletKey, saved);
      form.setFieldValue('password', '');
      toast.success(t('saved'));
    },
    onError: (error) => showError(error, form),
  });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
      <Stack gap="md">
        <Select
          label={t('currencyType')}
          data={currencies.data ?? []}
          withAsterisk
          allowDeselect={false}
          comboboxProps={DROPDOWN_BELOW}
          {...form.getInputProps('currencyType')}
        />
        <TextInput
          label={t('address')}
          description={t('addressHint')}
          maxLength={128}
          autoComplete="off"
          spellCheck={false}
          ff="monospace"
          withAsterisk
          {...form.getInputProps('address')}
        />
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
