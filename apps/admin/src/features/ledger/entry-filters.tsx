import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CURRENCIES, ENTRY_TYPES, USER_ACCOUNT_KINDS } from '@platform/contracts';
import { useEffect } from 'react';
import { ResetAndSearch } from '../../shared/list-filters.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';

export const ENTRY_FILTER_KEYS = ['account', 'currency', 'type', 'from', 'to'] as const;
export type EntryFilterValues = Record<(typeof ENTRY_FILTER_KEYS)[number], string>;

/** Narrows a user's journal to one account, currency, entry type, or a span of UTC days. */
export function EntryFilters({
  values,
  onChange,
}: {
  values: EntryFilterValues;
  onChange(v: EntryFilterValues): void;
}) {
  const { t } = useAppTexts<ScreenTexts>();
  const form = useForm<EntryFilterValues>({
    initialValues: values,
    validate: { to: (v, all) => (v && all.from && v < all.from ? t('ledger.filters.toBeforeFrom') : null) },
  });
  useEffect(() => form.setValues(values), [JSON.stringify(values)]);
  const all = { value: '', label: t('ledger.filters.all') };
  const empty = Object.fromEntries(ENTRY_FILTER_KEYS.map((k) => [k, ''])) as EntryFilterValues;

  return (
    <search>
      <form noValidate onSubmit={form.onSubmit(onChange)}>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" verticalSpacing="xs">
          <NativeSelect
            label={t('ledger.filters.account')}
            data={[all, ...USER_ACCOUNT_KINDS.map((k) => ({ value: k, label: t(`money.accountKinds.${k}`) }))]}
            {...form.getInputProps('account')}
          />
          <NativeSelect
            label={t('ledger.filters.currency')}
            data={[all, ...CURRENCIES.map((c) => ({ value: c, label: c }))]}
            {...form.getInputProps('currency')}
          />
          <NativeSelect
            label={t('ledger.filters.type')}
            data={[all, ...ENTRY_TYPES.map((k) => ({ value: k, label: t(`money.entryTypes.${k}`) }))]}
            {...form.getInputProps('type')}
          />
          <TextInput label={t('ledger.filters.from')} type="date" {...form.getInputProps('from')} />
          <TextInput label={t('ledger.filters.to')} type="date" {...form.getInputProps('to')} />
        </SimpleGrid>
        <ResetAndSearch onReset={() => onChange(empty)} />
      </form>
    </search>
  );
}
