import { Tabs } from '@mantine/core';
import type { DepositMethod } from '@platform/contracts';
import { QueryState, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { moneyOptionsQuery } from '../../lib/money/api.ts';
import { MoneyPage } from '../../lib/money/money-page.tsx';
import { BankDeposit } from './bank-deposit.tsx';
import { ChainDeposit } from './chain-deposit.tsx';
import { DEPOSIT } from './texts.ts';

/** Deposit by digital currency or by bank transfer; the method is in the address (`?method=bank`). */
export function DepositPage() {
  const { t } = useTexts(DEPOSIT);
  const [params, setParams] = useSearchParams();
  const method: DepositMethod = params.get('method') === 'bank' ? 'bank' : 'chain';
  const options = useQuery(moneyOptionsQuery());

  return (
    <MoneyPage title={t('title')} related={{ to: '/assets/history?tab=deposits', label: t('history') }}>
      <Tabs
        value={method}
        onChange={(value) => setParams(value === 'bank' ? { method: 'bank' } : {}, { replace: true })}
        variant="pills"
        keepMounted={false}
      >
        <Tabs.List aria-label={t('methods')} grow>
          <Tabs.Tab value="chain">{t('chain')}</Tabs.Tab>
          <Tabs.Tab value="bank">{t('bank')}</Tabs.Tab>
        </Tabs.List>
        <QueryState query={options} />
        {options.data && (
          <>
            <Tabs.Panel value="chain" pt="md">
              <ChainDeposit options={options.data} />
            </Tabs.Panel>
            <Tabs.Panel value="bank" pt="md">
              <BankDeposit options={options.data} />
            </Tabs.Panel>
          </>
        )}
      </Tabs>
    </MoneyPage>
  );
}
