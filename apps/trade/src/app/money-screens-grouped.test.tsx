// The main money screens as they render (server-side, no DOM), in English and Chinese, scanned for an amount shown
// without grouping ("15800.00 USD"): the assets overview and where it sits, an account's balances, a ledger movement
// with its recorded memo, and an order's result.
import type { BalanceView, MovementView } from '@platform/contracts';
import { markupWords, ungroupedAmounts } from '@platform/ui';
import type { ReactNode } from 'react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { BalanceList } from '../features/assets/balance-list.tsx';
import { PortfolioView } from '../features/assets/portfolio-card.tsx';
import { MovementItem } from '../features/history/movement-item.tsx';
import { OrderResult, type PlacedOrder } from '../features/trading/order-result.tsx';
import { i18n } from '../lib/i18n.ts';
import { renderMarkup } from '../testing/static-markup.tsx';

// The trade app's modules read local storage as they load (the session, the language): a stand-in, before any import.
await vi.hoisted(async () => (await import('@platform/ui')).installMemoryStorage());

const balances: BalanceView[] = [
  { account: 'funding', currency: 'USD', available: '15800.00', frozen: '12005.00', total: '27805.00' },
  { account: 'funding', currency: 'USDT', available: '123456.500000', frozen: '0.000000', total: '123456.500000' },
];

const movement: MovementView = {
  id: 1,
  entryId: 1,
  type: 'loan_disbursement',
  account: 'funding',
  currency: 'USD',
  amount: '15800.00',
  causeType: 'loan',
  causeId: 12,
  memo: 'Loan #12 (Personal loan): 15800.00 USD paid out over 12 months at 12% APR',
  reversedByEntryId: null,
  createdAt: '2026-11-28T14:05:00.000Z',
};

const placed = {
  order: {
    id: 5,
    symbol: 'NDX',
    type: 'limit',
    side: 'buy',
    status: 'pending',
    quantity: 1,
    currency: 'USD',
    limitPrice: '15800.25',
    heldAmount: '15815.80',
    fillPrice: null,
    amount: null,
    margin: null,
    fee: null,
    feeRate: '0.001',
  },
} as unknown as PlacedOrder;

function screens(): ReactNode {
  return (
    <>
      <PortfolioView
        holdings={[
          { line: 'funding', currency: 'USD', amount: '15800.00' },
          { line: 'ipoEscrow', currency: 'USD', amount: '11000.00' },
          { line: 'loansOwed', currency: 'USD', amount: '-15800.00' },
        ]}
        display="USD"
        eurUsd="1.08000"
        floatingPnl={{ USD: '-1234.50' }}
        today={{ USD: '-1234.50' }}
      />
      <BalanceList account="funding" balances={balances} emptyText="" />
      <MovementItem movement={movement} />
      <OrderResult result={placed} onAnother={() => {}} />
    </>
  );
}

afterAll(() => i18n.changeLanguage('en'));

describe('money on the main screens', () => {
  it.each(['en', 'zh'] as const)('is grouped everywhere (%s)', async (language) => {
    const words = markupWords(await renderMarkup(language, screens()));
    expect(ungroupedAmounts(words)).toEqual([]);
    // The figures are there, grouped: the scan is not vacuous.
    expect(words).toContain('15,800.00 USD');
    expect(words).toContain('15,800.25 USD');
    expect(words).toContain(language === 'en' ? 'Total 123,456.50' : '总额 123,456.50');
  });
});
