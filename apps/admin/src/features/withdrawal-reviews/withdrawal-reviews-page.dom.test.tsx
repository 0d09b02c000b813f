// The withdrawal queue in a DOM: each withdrawal's destination, amount, fee and what is frozen, a user ID filter that
// refuses what is not one, each row leading to its page; rows worked from the keyboard and approved in bulk as paid out
// (each its own call and key, one note for all); a decided one cannot be picked; an operator without a money role is
// told so, in Chinese.
import { type AdminWithdrawalView, moneyAdminApi, objectHistoryApi } from '@platform/contracts';
import { fieldError, handle, refuse } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST, operatorWith, renderAdmin, rowWith } from '../../testing/render-admin.tsx';
import { BANK, withdrawalOf } from './withdrawal-fixture.ts';

/** A server holding `withdrawals` and deciding them as the real one does (a decided one leaves the pending queue). */
function withdrawalsServer(keys: (string | null)[], ...withdrawals: AdminWithdrawalView[]) {
  let rows = withdrawals;
  const decide = (id: number, key: string | null, status: AdminWithdrawalView['status'], reason: string | null) => {
    keys.push(key);
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
    handle(
      moneyAdminApi.withdrawals.get,
      ({ params }) => rows.find((w) => w.id === params.id) ?? refuse(404, 'Not found'),
    ),
    handle(objectHistoryApi.history, { rows: [], total: 0 }),
    handle(moneyAdminApi.withdrawals.approve, ({ params, body, headers }) =>
      decide(params.id, headers.get('Idempotency-Key'), 'completed', body.note ?? null),
    ),
    handle(moneyAdminApi.withdrawals.reject, ({ params, body, headers }) =>
      decide(params.id, headers.get('Idempotency-Key'), 'failed', body.reason),
    ),
  ];
}

describe('the withdrawal queue', () => {
  it('lists what waits with destination, amount, fee and frozen total, and filters by a user ID only', async () => {
    const { user, api } = await renderAdmin('/money/withdrawals', {
      api: withdrawalsServer([], BANK, { ...BANK, id: 42, status: 'completed' }),
      viewport: 'desktop',
    });
    const row = await rowWith('E2E Savings Bank · E2E Holder');
    expect(row.getAttribute('data-withdrawal-id')).toBe('41');
    expect(row.textContent).toContain('**** **** **** 1111');
    expect(row.textContent).toContain('300.00 USD');
    expect(row.textContent).toContain('Fee 1.00 · frozen 301.00');
    expect(within(row).getByRole('link', { name: 'Review #41' }).getAttribute('href')).toBe('/money/withdrawals/41');
    expect(screen.queryByRole('link', { name: 'View #42' })).toBeNull();
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

  it('approves the picked withdrawals as paid out with one note, each on its own call and key', async () => {
    const keys: (string | null)[] = [];
    const { user, api, router } = await renderAdmin('/money/withdrawals', {
      api: withdrawalsServer(keys, BANK, withdrawalOf(43, 'wen@example.com'), withdrawalOf(44, 'jun@example.com')),
      viewport: 'desktop',
    });
    await rowWith('jun@example.com');
    // From the keyboard: the first and the last picked (x), the middle one left.
    await user.keyboard('jxjjx');
    expect(screen.getByText('Selected: 2')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Select all on this page' })).toHaveProperty('indeterminate', true);
    await user.keyboard('a');

    const dialog = await screen.findByRole('dialog', { name: 'Approve 2 selected' });
    expect(dialog.textContent).toContain('Confirms that each withdrawal was paid out to its destination');
    expect(dialog.textContent).toContain('#41 · lucy@example.com · 300.00 USD');
    expect(dialog.textContent).toContain('#44 · jun@example.com · 300.00 USD');
    expect(dialog.textContent).not.toContain('wen@example.com');
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'Wired on Friday');
    await user.click(within(dialog).getByRole('button', { name: 'Approve 2' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Approved')).toBeTruthy();
    expect(api.callsTo(moneyAdminApi.withdrawals.approve).map((call) => [call.params, call.body])).toEqual([
      [{ id: 41 }, { note: 'Wired on Friday' }],
      [{ id: 44 }, { note: 'Wired on Friday' }],
    ]);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);

    // Decided, they leave the queue; the one left opens with Enter.
    await waitFor(() => expect(screen.queryByText('jun@example.com')).toBeNull());
    expect(screen.queryByText('Selected: 2')).toBeNull();
    await user.keyboard('j{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/money/withdrawals/43'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Withdrawal #43' }, FIRST)).toBeTruthy();
  });

  it('offers no box on a decided withdrawal', async () => {
    await renderAdmin('/money/withdrawals?status=all', {
      api: withdrawalsServer([], BANK, { ...BANK, id: 42, status: 'completed', user: { ...BANK.user, userId: 7 } }),
      viewport: 'desktop',
    });
    const decided = await rowWith('View #42');
    expect(within(decided).getByRole('link', { name: 'View #42' })).toBeTruthy();
    expect(within(decided).queryByRole('checkbox')).toBeNull();
    const waiting = document.querySelector<HTMLElement>('tr[data-withdrawal-id="41"]')!;
    expect(within(waiting).getByRole('checkbox', { name: 'Select withdrawal #41' })).toBeTruthy();
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
