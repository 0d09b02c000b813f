import { Paper, Tabs } from '@mantine/core';
import type { WithdrawalMethod } from '@platform/contracts';
import { QueryState, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { realInfoQuery } from '../../lib/identity/api.ts';
import { moneyOptionsQuery } from '../../lib/money/api.ts';
import { MoneyPage } from '../../lib/money/money-page.tsx';
import { KycGate } from './kyc-gate.tsx';
import { RecentWithdrawals } from './recent-withdrawals.tsx';
import { WITHDRAW } from './texts.ts';
import { WithdrawForm } from './withdraw-form.tsx';

/** Withdraw to a bank card or to a digital-currency address; the method is in the address (`?method=chain`). */
export function WithdrawPage() {
  const { t } = useTexts(WITHDRAW);
  const [params, setParams] = useSearchParams();
  const method: WithdrawalMethod = params.get('method') === 'chain' ? 'chain' : 'bank';
  const options = useQuery(moneyOptionsQuery());
  const identity = useQuery(realInfoQuery());
  const verified = identity.data?.status === 'approved';

  return (
    <MoneyPage
      title={t('title')}
      narrow
      related={{ to: '/assets/history?tab=withdrawals', label: t('history') }}
      intro={t('intro')}
    >
      <QueryState query={identity} />
      {identity.data && <KycGate info={identity.data} />}
      {verified && (
        <Tabs
          value={method}
          onChange={(value) => setParams(value === 'chain' ? { method: 'chain' } : {}, { replace: true })}
          variant="pills"
          keepMounted={false}
        >
          <Tabs.List aria-label={t('methods')} grow>
            <Tabs.Tab value="bank">{t('bank')}</Tabs.Tab>
            <Tabs.Tab value="chain">{t('chain')}</Tabs.Tab>
          </Tabs.List>
          <QueryState query={options} />
          {options.data &&
            (['bank', 'chain'] as const).map((m) => (
              <Tabs.Panel key={m} value={m} pt="md">
                <Paper p="md" radius="lg" withBorder>
                  <WithdrawForm method={m} options={options.data} />
                </Paper>
              </Tabs.Panel>
            ))}
        </Tabs>
      )}
      <RecentWithdrawals />
    </MoneyPage>
  );
}
