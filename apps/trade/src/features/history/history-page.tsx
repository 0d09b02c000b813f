import { Paper, Tabs } from '@mantine/core';
import { useTexts } from '@platform/ui';
import { useSearchParams } from 'react-router';
import { MoneyPage } from '../../lib/money/money-page.tsx';
import { DepositsTab, WithdrawalsTab } from './records-tab.tsx';
import { HISTORY } from './texts.ts';
import { TransactionsTab } from './transactions-tab.tsx';

const TABS = ['transactions', 'deposits', 'withdrawals'] as const;
type Tab = (typeof TABS)[number];

/** Transaction history (every ledger movement), deposit history and withdrawal history. */
export function HistoryPage() {
  const { t } = useTexts(HISTORY);
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'transactions';

  return (
    <MoneyPage title={t('title')} related={{ to: '/assets/statements', label: t('statement') }}>
      <Tabs
        value={tab}
        // Each tab has its own filters: switching starts from none.
        onChange={(value) => setParams(value && value !== 'transactions' ? { tab: value } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('tabs')} grow>
          {TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(value)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Paper p="md" radius="lg" withBorder mt="md">
          <Tabs.Panel value="transactions">
            <TransactionsTab />
          </Tabs.Panel>
          <Tabs.Panel value="deposits">
            <DepositsTab />
          </Tabs.Panel>
          <Tabs.Panel value="withdrawals">
            <WithdrawalsTab />
          </Tabs.Panel>
        </Paper>
      </Tabs>
    </MoneyPage>
  );
}
