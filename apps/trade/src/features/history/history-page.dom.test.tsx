// The money history in a DOM: its filters ask the server for what they name (two picked in quick succession both
// count), "Clear filters" and a period with nothing in it, the deposits' and withdrawals' tabs, and a rejected
// withdrawal's reason and release. The browser journey (e2e/trade/money-journey.spec.ts) reads it once for real.
import { type DepositView, type MovementView, moneyApi, type WithdrawalView } from '@platform/contracts';
import { bankWithdrawal, handle } from '@platform/ui/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTrade } from '../../testing/render-trade.tsx';

const AT = '2026-03-02T15:30:00.000Z';
const movement = (id: number, m: Pick<MovementView, 'type' | 'account' | 'amount'>): MovementView => ({
  id,
  entryId: id,
  currency: 'USDT',
  causeType: m.type === 'transfer' ? 'transfer' : m.type === 'deposit' ? 'deposit' : 'withdrawal',
  causeId: id,
  memo: `Movement ${id}`,
  reversedByEntryId: null,
  createdAt: AT,
  ...m,
});
const MOVEMENTS = [
  movement(1, { type: 'deposit', account: 'funding', amount: '250.000000' }),
  movement(2, { type: 'transfer', account: 'funding', amount: '-100.000000' }),
  movement(3, { type: 'transfer', account: 'trading', amount: '100.000000' }),
  movement(4, { type: 'withdrawal', account: 'funding', amount: '-51.000000' }),
];
const DEPOSIT: DepositView = {
  id: 11,
  method: 'chain',
  currency: 'USDT',
  network: 'TRC20',
  amount: '250.000000',
  status: 'completed',
  reason: null,
  reviewedBy: null,
  address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
  txHash: 'ab'.repeat(32),
  confirmations: 3,
  requiredConfirmations: 3,
  receiptPath: null,
  reviewDeadline: null,
  entryId: 1,
  createdAt: AT,
  completedAt: AT,
};
const withdrawal = (id: number, w: Partial<WithdrawalView>): WithdrawalView =>
  bankWithdrawal({ id, status: 'completed', entryId: 4, createdAt: AT, reviewedAt: AT, ...w });

/** The server's filtering, so that the list follows what the screen asked for. */
const historyApi = () => [
  handle(moneyApi.entries, ({ query }) => {
    const rows = MOVEMENTS.filter(
      (m) =>
        (!query.account || m.account === query.account) &&
        (!query.type || m.type === query.type) &&
        (!query.from || query.from <= AT.slice(0, 10)),
    );
    return { rows, total: rows.length };
  }),
  handle(moneyApi.deposits, { rows: [DEPOSIT], total: 1 }),
  handle(moneyApi.withdrawals, {
    rows: [
      withdrawal(21, {
        status: 'failed',
        reason: 'The card holder name does not match the account holder',
        entryId: null,
      }),
      withdrawal(20, {}),
    ],
    total: 2,
  }),
];

const movements = () => within(screen.getByRole('list', { name: 'Transactions' })).queryAllByRole('listitem');
const lastEntriesQuery = (api: Awaited<ReturnType<typeof renderTrade>>['api']) =>
  api.callsTo(moneyApi.entries).at(-1)?.query;

describe('the money history', () => {
  it('lists every movement and narrows it by account, by type, and clears the filters', async () => {
    const { user } = await renderTrade('/assets/history', { api: historyApi() });
    await waitFor(() => expect(movements()).toHaveLength(4));
    expect(movements().map((li) => li.querySelector('[data-amount]')?.getAttribute('data-amount'))).toEqual([
      '250.000000',
      '-100.000000',
      '100.000000',
      '-51.000000',
    ]);

    await user.selectOptions(screen.getByLabelText('Account'), 'trading');
    await waitFor(() => expect(movements()).toHaveLength(1));
    expect(movements()[0]!.textContent).toContain('Transfer in');

    await user.selectOptions(screen.getByLabelText('Account'), '');
    await user.selectOptions(screen.getByLabelText('Type'), 'withdrawal');
    await waitFor(() => expect(movements()).toHaveLength(1));
    expect(movements()[0]!.textContent).toContain('-51.00 USDT');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(movements()).toHaveLength(4));
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('keeps both of two filters picked before the screen renders again', async () => {
    const { api } = await renderTrade('/assets/history', { api: historyApi() });
    await waitFor(() => expect(movements()).toHaveLength(4));
    // Two changes in one batch: the second must build on the first, not on the address the screen last rendered.
    act(() => {
      fireEvent.change(screen.getByLabelText('Account'), { target: { value: 'funding' } });
      fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'transfer' } });
    });
    await waitFor(() => expect(lastEntriesQuery(api)).toMatchObject({ account: 'funding', type: 'transfer' }));
    await waitFor(() => expect(movements()).toHaveLength(1));
    expect((screen.getByLabelText('Account') as HTMLSelectElement).value).toBe('funding');
    expect((screen.getByLabelText('Type') as HTMLSelectElement).value).toBe('transfer');
  });

  it('says so when no movement is in the period', async () => {
    const { api } = await renderTrade('/assets/history', { api: historyApi() });
    await waitFor(() => expect(movements()).toHaveLength(4));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2099-01-01' } });
    expect(await screen.findByText('No movements match.')).toBeTruthy();
    expect(lastEntriesQuery(api)).toMatchObject({ from: '2099-01-01' });
  });

  it('shows deposits and withdrawals on their tabs, a rejection with its reason and the amount returned', async () => {
    const { user } = await renderTrade('/assets/history', { api: historyApi() });
    await user.click(await screen.findByRole('tab', { name: 'Deposits' }));
    const deposits = await screen.findByRole('list', { name: 'Deposits' });
    await waitFor(() => expect(within(deposits).getAllByRole('listitem')).toHaveLength(1));
    expect(deposits.textContent).toContain('Completed');

    await user.click(screen.getByRole('tab', { name: 'Withdrawals' }));
    const rejected = await screen.findByTestId('withdrawal-21');
    expect(rejected.textContent).toContain('Audit failure');
    expect(within(rejected).getByTestId('withdrawal-reason').textContent).toBe(
      'Withdrawal rejected by review: The card holder name does not match the account holder',
    );
    expect(rejected.textContent).toContain('The frozen amount was returned to your funding account in full.');
    expect(rejected.textContent).toContain('Returned in full');
    expect(rejected.textContent).not.toContain('Frozen while in review');
    expect(screen.getByTestId('withdrawal-20').textContent).toContain('Completed');
  });
});
