import { Stack, Switch, Table, Text } from '@mantine/core';
import type { BalanceView } from '@platform/contracts';
import { Amount } from '@platform/ui';
import { useState } from 'react';
import { DataTable } from '../../shared/data-table.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';

const isEmpty = (b: BalanceView) => !/[1-9]/.test(b.total) && !/[1-9]/.test(b.frozen);

/** The user's accounts per currency: available, frozen and total, each exactly as the ledger sums them. */
export function BalancesTable({ balances }: { balances: BalanceView[] }) {
  const { t } = useAppTexts<ScreenTexts>();
  const [hideEmpty, setHideEmpty] = useState(true);
  const shown = hideEmpty ? balances.filter((b) => !isEmpty(b)) : balances;
  const label = t('ledger.balances.title');
  return (
    <Stack gap="xs">
      <Switch
        label={t('ledger.balances.hideEmpty')}
        checked={hideEmpty}
        onChange={(event) => setHideEmpty(event.currentTarget.checked)}
      />
      {shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('ledger.balances.allEmpty')}
        </Text>
      ) : (
        <DataTable
          label={label}
          minWidth={330}
          head={[
            t('ledger.balances.account'),
            t('ledger.balances.total'),
            t('ledger.balances.available'),
            t('ledger.balances.frozen'),
          ]}
        >
          {shown.map((b) => (
            <Table.Tr key={`${b.account}-${b.currency}`} data-account={b.account} data-currency={b.currency}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {b.currency}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`money.accountKinds.${b.account}`)}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <Amount value={b.total} currency={b.currency} withCurrency={false} fw={600} />
              </Table.Td>
              <Table.Td ta="right">
                <Amount value={b.available} currency={b.currency} withCurrency={false} />
              </Table.Td>
              <Table.Td ta="right">
                <Amount value={b.frozen} currency={b.currency} withCurrency={false} />
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      )}
    </Stack>
  );
}
