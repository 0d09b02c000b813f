import { Button, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  CURRENCIES,
  type Currency,
  ENTRY_TYPES,
  type EntriesQuery,
  type EntryType,
  USER_ACCOUNT_KINDS,
  type UserAccountKind,
} from '@platform/contracts';
import { QueryState, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { entriesQuery } from '../../lib/money/api.ts';
import { Pager } from '../../lib/money/pager.tsx';
import { MONEY } from '../../lib/money/texts.ts';
import { MovementItem } from './movement-item.tsx';
import { HISTORY } from './texts.ts';
import { useHistoryParams } from './use-history-params.ts';

const PAGE_SIZE = 20;
const oneOf = <T extends string>(list: readonly T[], value: string): T | undefined =>
  (list as readonly string[]).includes(value) ? (value as T) : undefined;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Every ledger movement of the user's accounts, filtered by account, type, currency and dates. */
export function TransactionsTab() {
  const { t } = useTexts(HISTORY);
  const { t: tm } = useTexts(MONEY);
  const { get, set, page } = useHistoryParams();
  const filters: EntriesQuery = {
    account: oneOf<UserAccountKind>(USER_ACCOUNT_KINDS, get('account')),
    type: oneOf<EntryType>(ENTRY_TYPES, get('type')),
    currency: oneOf<Currency>(CURRENCIES, get('currency')),
    from: DAY.test(get('from')) ? get('from') : undefined,
    to: DAY.test(get('to')) ? get('to') : undefined,
    pageNum: page,
    pageSize: PAGE_SIZE,
  };
  const entries = useQuery(entriesQuery(filters));
  const rows = entries.data?.rows ?? [];
  const any = { value: '', label: t('any') };
  const filtered = ['account', 'type', 'currency', 'from', 'to'].some((name) => get(name));

  return (
    <Stack gap="md">
      <Stack component="section" aria-label={t('filters')} gap="xs">
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
          <NativeSelect
            label={t('account')}
            value={filters.account ?? ''}
            onChange={(e) => set({ account: e.currentTarget.value })}
            data={[any, ...USER_ACCOUNT_KINDS.map((a) => ({ value: a, label: tm(`account.${a}`) }))]}
          />
          <NativeSelect
            label={t('type')}
            value={filters.type ?? ''}
            onChange={(e) => set({ type: e.currentTarget.value })}
            data={[any, ...ENTRY_TYPES.map((type) => ({ value: type, label: tm(`entryType.${type}`) }))]}
          />
          <NativeSelect
            label={tm('currencyLabel')}
            value={filters.currency ?? ''}
            onChange={(e) => set({ currency: e.currentTarget.value })}
            data={[any, ...CURRENCIES.map((c) => ({ value: c, label: c }))]}
          />
          <TextInput
            type="date"
            label={t('from')}
            value={get('from')}
            max={get('to') || undefined}
            onChange={(e) => set({ from: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={t('to')}
            value={get('to')}
            min={get('from') || undefined}
            onChange={(e) => set({ to: e.currentTarget.value })}
          />
        </SimpleGrid>
        {filtered && (
          <Button
            variant="subtle"
            size="compact-sm"
            w="fit-content"
            onClick={() => set({ account: null, type: null, currency: null, from: null, to: null })}
          >
            {t('clear')}
          </Button>
        )}
      </Stack>
      <QueryState query={entries} />
      {entries.data && rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('noMovements')}
        </Text>
      )}
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('transactions')}>
        {rows.map((m) => (
          <li key={m.id} style={{ borderTop: '1px solid var(--mantine-color-default-border)', paddingTop: 8 }}>
            <MovementItem movement={m} />
          </li>
        ))}
      </Stack>
      {entries.data && (
        <Pager page={page} pageSize={PAGE_SIZE} total={entries.data.total} onChange={(p) => set({ page: p })} />
      )}
    </Stack>
  );
}
