// The house accounts in a DOM: only the accounts holding money until the operator asks for all, the users' money per
// currency with what is frozen, and the way on to the ledger check; an operator without a money role is told so.
import { type HouseBalancesView, moneyAdminApi } from '@platform/contracts';
import { handle } from '@platform/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST, operatorWith, renderAdmin, rowWith } from '../../testing/render-admin.tsx';

const HOUSE: HouseBalancesView = {
  accounts: [
    { kind: 'bank_clearing', currency: 'USD', network: null, balance: '-1500.00' },
    { kind: 'fee_income', currency: 'USD', network: null, balance: '12.50' },
    { kind: 'loan_book', currency: 'USD', network: null, balance: '0.00' },
  ],
  customerTotals: [{ currency: 'USD', total: '1487.50', frozen: '120.00' }],
};

const rowOf = (table: string, text: string) => rowWith(text, screen.getByRole('table', { name: table }));

describe('the house accounts', () => {
  it('lists the accounts holding money, all of them when asked, and the users’ money with what is frozen', async () => {
    const { user } = await renderAdmin('/money/house', {
      api: [handle(moneyAdminApi.house, HOUSE)],
      viewport: 'desktop',
    });
    const house = await screen.findByRole('table', { name: 'House balances' }, FIRST);
    expect(
      within(house)
        .getAllByRole('row')
        .map((row) => row.getAttribute('data-kind')),
    ).toEqual([null, 'bank_clearing', 'fee_income']);
    expect((await rowOf('House balances', 'Bank clearing')).textContent).toMatch(/-1,500\.00/);
    expect((await rowOf('House balances', 'Fee income')).textContent).toMatch(/12\.50/);

    await user.click(screen.getByRole('switch', { name: 'Hide accounts without money' }));
    expect(within(house).getAllByRole('row')).toHaveLength(4);

    const customers = await rowOf('Customer money', 'USD');
    expect(customers.textContent).toMatch(/1,487\.50/);
    expect(customers.textContent).toMatch(/120\.00/);
    expect(screen.getByRole('link', { name: 'Run the ledger check' }).getAttribute('href')).toBe('/money/check');
  });

  it('tells an operator without a money role so, and asks the server nothing', async () => {
    const { api } = await renderAdmin('/money/house', { operator: operatorWith(['mediator']), viewport: 'desktop' });
    expect(await screen.findByText('Only admins and reviewers can see money records.', undefined, FIRST)).toBeTruthy();
    expect(api.callsTo(moneyAdminApi.house)).toHaveLength(0);
  });
});
