// Withdrawal reviews in a DOM: the queue shows each withdrawal's destination, amount, fee and what is frozen, and a
// user ID filter refuses what is not one; a withdrawal rejected only with a reason (said what it releases first),
// another approved with a note after a refusal shown; an operator without a money role is told so; in Chinese too.
import { type AdminWithdrawalView, moneyAdminApi } from '@platform/contracts';
import { bankWithdrawal, fieldError, handle, refuse } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST, operatorWith, renderAdmin, rowWith } from '../../testing/render-admin.tsx';

const BANK: AdminWithdrawalView = {
  ...bankWithdrawal({
    id: 41,
    status: 'pending',
    entryId: null,
    createdAt: '2026-11-28T09:00:00.000Z',
    reviewedAt: null,
  }),
  user: { userId: 100_042, email: 'lucy@example.com', username: 'lucy' },
  reviewerId: null,
  holder: { cardName: 'E2E Holder', verifiedName: 'E2E Holder', matches: true },
};

/** A server holding `withdrawals` and deciding them as the real one does (a decided one leaves the pending queue). */
function withdrawalsServer(...withdrawals: AdminWithdrawalView[]) {
  let rows = withdrawals;
  const decide = (id: number, status: AdminWithdrawalView['status'], reason: string | null) => {
    rows = rows.map((w) =>
      w.id === id ? { ...w, status, reason, reviewerId: 1, reviewedAt: '2026-11-28T10:00:00Z' } : w,
    );
    return rows.find((w) => w.id === id)!;
  };
  return [
    handle(moneyAdminApi.withdrawals.list, ({ query }) => {
      const shown = rows.filter(
        (w) => (!query.status || w.status === query.status) && (!query.userId || w.user.userId === query.userId),
      );
      return { rows: shown, total: shown.length };
    }),
    handle(moneyAdminApi.withdrawals.approve, ({ params, body }) => decide(params.id, 'completed', body.note ?? null)),
    handle(moneyAdminApi.withdrawals.reject, ({ params, body }) => decide(params.id, 'failed', body.reason)),
  ];
}

describe('withdrawal reviews', () => {
  it('lists what waits with destination, amount, fee and frozen total, and filters by a user ID only', async () => {
    const { user, api } = await renderAdmin('/money/withdrawals', {
      api: withdrawalsServer(BANK, { ...BANK, id: 42, status: 'completed' }),
      viewport: 'desktop',
    });
    const row = await rowWith('E2E Savings Bank · E2E Holder');
    expect(row.getAttribute('data-withdrawal-id')).toBe('41');
    expect(row.textContent).toContain('**** **** **** 1111');
    expect(row.textContent).toContain('300.00 USD');
    expect(row.textContent).toContain('Fee 1.00 · frozen 301.00');
    expect(within(row).getByRole('button', { name: 'Review #41' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'View #42' })).toBeNull();
    expect(api.callsTo(moneyAdminApi.withdrawals.list)[0]!.query).toMatchObject({ status: 'pending' });

    const userId = screen.getByLabelText('User ID');
    await user.type(userId, 'lucy');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(fieldError(userId)).toBe('Enter a user ID (digits only)');
    expect(api.callsTo(moneyAdminApi.withdrawals.list).some((call) => call.query.userId !== undefined)).toBe(false);

    await user.clear(userId);
    await user.type(userId, '7');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Nothing matches these filters')).toBeTruthy();
    expect(fieldError(userId)).toBeNull();
    expect(api.callsTo(moneyAdminApi.withdrawals.list).at(-1)!.query).toMatchObject({ status: 'pending', userId: 7 });
  });

  it('rejects a withdrawal only with a reason, after saying the frozen amount is released in full', async () => {
    const { user, api } = await renderAdmin('/money/withdrawals', {
      api: withdrawalsServer(BANK),
      viewport: 'desktop',
    });
    await user.click(within(await rowWith('E2E Holder')).getByRole('button', { name: 'Review #41' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdrawal #41' });
    expect(dialog.textContent).toContain('Bank card');
    expect(dialog.textContent).toContain('Frozen (amount + fee)');
    expect(within(dialog).getByRole('link', { name: 'Balances and ledger of user #100042' }).getAttribute('href')).toBe(
      '/users/100042/ledger',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(dialog.textContent).toContain('The frozen 301.00 USD is released in full');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm rejection' }));
    expect(fieldError(within(dialog).getByLabelText(/^Reason/))).toBe('Please enter a reason');
    expect(api.callsTo(moneyAdminApi.withdrawals.reject)).toHaveLength(0);

    await user.click(within(dialog).getByLabelText(/^Reason/));
    await user.paste('Card holder does not match');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm rejection' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Withdrawal #41' })).toBeNull());
    expect(await screen.findByText('Rejected')).toBeTruthy();
    expect(api.callsTo(moneyAdminApi.withdrawals.reject)).toEqual([
      { params: { id: 41 }, query: undefined, body: { reason: 'Card holder does not match' } },
    ]);
    expect(await screen.findByText('No withdrawals wait for review')).toBeTruthy();
  });

  it('shows a refused approval in the open review, then approves it with a note under a new key', async () => {
    const keys: (string | null)[] = [];
    const { user, api } = await renderAdmin('/money/withdrawals', {
      api: [
        ...withdrawalsServer({ ...BANK, amount: '150.00', total: '151.00' }),
        handle(moneyAdminApi.withdrawals.approve, ({ params, body, headers, calls }) => {
          keys.push(headers.get('Idempotency-Key'));
          if (calls === 0) return refuse(503, 'The payout bank did not answer, try again');
          const paid: AdminWithdrawalView = { ...BANK, id: params.id, status: 'completed', reason: body.note ?? null };
          return paid;
        }),
      ],
      viewport: 'desktop',
    });
    await user.click(await screen.findByRole('button', { name: 'Review #41' }, FIRST));
    const dialog = await screen.findByRole('dialog', { name: 'Withdrawal #41' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve: paid out' }));
    expect(dialog.textContent).toContain('Confirms that 150.00 USD was paid out to this destination');
    await user.click(within(dialog).getByLabelText(/^Note/));
    await user.paste('Wired on Friday');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm approval' }));
    expect(await screen.findByText('The payout bank did not answer, try again')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Withdrawal #41' })).toBe(dialog);

    await user.click(within(dialog).getByRole('button', { name: 'Confirm approval' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Withdrawal #41' })).toBeNull());
    expect(await screen.findByText('Approved')).toBeTruthy();
    expect(api.callsTo(moneyAdminApi.withdrawals.approve).map((call) => call.body)).toEqual([
      { note: 'Wired on Friday' },
      { note: 'Wired on Friday' },
    ]);
    // The refusal was the server's answer to that key: the second try is a new intent, with a key of its own.
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('tells an operator without a money role so in Chinese, and asks the server nothing', async () => {
    const { api } = await renderAdmin('/money/withdrawals', {
      operator: operatorWith(['mediator']),
      language: 'zh',
      viewport: 'desktop',
    });
    expect(await screen.findByRole('heading', { level: 1, name: '提现审核' }, FIRST)).toBeTruthy();
    expect(screen.getByText('只有管理员和审核员可以查看资金记录。')).toBeTruthy();
    expect(api.callsTo(moneyAdminApi.withdrawals.list)).toHaveLength(0);
  });
});
