import { Anchor, Group, Paper, SimpleGrid, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { HOUSE_ACCOUNT_KINDS, type HouseBalancesView } from '@platform/contracts';
import { Amount, EmptyState, QueryState, textsUnder } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../shared/data-table.tsx';
import { useCanReviewMoney } from '../../shared/money/access.ts';
import { PageHeader } from '../../shared/page-header.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { houseQueries } from './api.ts';
import type { ScreenTexts } from './i18n.ts';

export function HouseAccountsPage() {
  const { t } = useAppTexts<ScreenTexts>();
  const allowed = useCanReviewMoney();
  return (
    <Stack>
      <PageHeader title={t('houseAccounts.title')} intro={t('houseAccounts.intro')} />
      {allowed ? <HouseBalances /> : <Text c="dimmed">{t('money.noAccess')}</Text>}
    </Stack>
  );
}

function HouseBalances() {
  const { t } = useAppTexts<ScreenTexts>();
  const query = useQuery(houseQueries.balances());
  return (
    <QueryState query={query}>
      {(view) => (
        <Stack gap="lg">
          <HouseTable accounts={view.accounts} />
          <CustomerTable totals={view.customerTotals} />
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('houseAccounts.sumsToZero')}
            </Text>
            <Anchor component={Link} to="/money/check" size="sm">
              {t('houseAccounts.toCheck')}
            </Anchor>
          </Group>
        </Stack>
      )}
    </QueryState>
  );
}

const hasMoney = (value: string) => /[1-9]/.test(value);

/** The house's accounts; those that never moved are folded away until asked for, like a user's empty accounts. */
function HouseTable({ accounts }: { accounts: HouseBalancesView['accounts'] }) {
  const { t } = useAppTexts<ScreenTexts>();
  const h = textsUnder(t, 'houseAccounts.house');
  const [hideEmpty, setHideEmpty] = useState(true);
  const shown = hideEmpty ? accounts.filter((a) => hasMoney(a.balance)) : accounts;
  const withNetwork = accounts.some((a) => a.network !== null);
  return (
    <Paper withBorder p={{ base: 'xs', sm: 'md' }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {h('title')}
        </Title>
        <SimpleGrid component="dl" cols={{ base: 1, sm: 3 }} spacing="xs" m={0}>
          {HOUSE_ACCOUNT_KINDS.map((kind) => (
            <div key={kind}>
              <Text component="dt" size="sm" fw={600}>
                {t(`money.accountKinds.${kind}`)}
              </Text>
              <Text component="dd" size="xs" c="dimmed" m={0}>
                {t(`houseAccounts.kinds.${kind}`)}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        <Switch
          label={t('houseAccounts.house.hideEmpty')}
          checked={hideEmpty}
          onChange={(event) => setHideEmpty(event.currentTarget.checked)}
        />
        {shown.length === 0 ? (
          <EmptyState>{h('empty')}</EmptyState>
        ) : (
          <DataTable
            label={h('title')}
            minWidth={withNetwork ? 400 : 280}
            head={[h('kind'), h('currency'), ...(withNetwork ? [h('network')] : []), h('balance')]}
          >
            {shown.map((a) => (
              <Table.Tr
                key={`${a.kind}-${a.currency}-${a.network ?? ''}`}
                data-kind={a.kind}
                data-currency={a.currency}
              >
                <Table.Td>{t(`money.accountKinds.${a.kind}`)}</Table.Td>
                <Table.Td>{a.currency}</Table.Td>
                {withNetwork ? <Table.Td>{a.network ?? t('shared.none')}</Table.Td> : null}
                <Table.Td ta="right">
                  <Amount value={a.balance} currency={a.currency} withCurrency={false} />
                </Table.Td>
              </Table.Tr>
            ))}
          </DataTable>
        )}
      </Stack>
    </Paper>
  );
}

function CustomerTable({ totals }: { totals: HouseBalancesView['customerTotals'] }) {
  const { t } = useAppTexts<ScreenTexts>();
  const c = textsUnder(t, 'houseAccounts.customers');
  return (
    <Paper withBorder p={{ base: 'xs', sm: 'md' }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {c('title')}
        </Title>
        <Text size="sm" c="dimmed">
          {c('intro')}
        </Text>
        {totals.length === 0 ? (
          <EmptyState>{c('empty')}</EmptyState>
        ) : (
          <DataTable label={c('title')} minWidth={280} head={[c('currency'), c('total'), c('frozen')]}>
            {totals.map((row) => (
              <Table.Tr key={row.currency} data-currency={row.currency}>
                <Table.Td>{row.currency}</Table.Td>
                <Table.Td ta="right">
                  <Amount value={row.total} currency={row.currency} withCurrency={false} />
                </Table.Td>
                <Table.Td ta="right">
                  <Amount value={row.frozen} currency={row.currency} withCurrency={false} />
                </Table.Td>
              </Table.Tr>
            ))}
          </DataTable>
        )}
      </Stack>
    </Paper>
  );
}
