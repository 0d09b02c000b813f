// A withdrawal's own page in a DOM (`/money/withdrawals/41`): its destination, fee, frozen total and card holder check
// in the overview, its audit trail in the history tab; rejected only with a reason after saying the frozen amount is
// released in full; a refused approval kept on the page and sent again under a new key; a decided one offers no
// decision; an id that names none says so; in Chinese too.
import { type AdminWithdrawalView, moneyAdminApi, objectHistoryApi } from '@platform/contracts';
import { fieldError, handle, refuse } from '@platform/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST, operatorWith, renderAdmin } from '../../testing/render-admin.tsx';
import { BANK } from './withdrawal-fixture.ts';

/** The withdrawal's server: read and decided once (each decision's key kept in `keys`; `firstAnswer` for the first). */
function withdrawalServer(
  withdrawal: AdminWithdrawalView,
  { keys = [], firstAnswer }: { keys?: (string | null)[]; firstAnswer?: ReturnType<typeof refuse> } = {},
) {
  let current = withdrawal;
  const decide = (key: string | null, status: AdminWithdrawalView['status'], reason: string | null) => {
    keys.push(key);
    if (keys.length === 1 && firstAnswer) return firstAnswer;
    if (current.status !== 'pending') return refuse(409, 'This withdrawal has already been decided');
    current = { ...current, status, reason, reviewerId: 1, reviewedAt: '2026-11-28T10:00:00.000Z' };
    return current;
  };
  return [
    handle(moneyAdminApi.withdrawals.get, ({ params }) =>
      params.id === current.id ? current : refuse(404, 'Not found'),
    ),
    handle(moneyAdminApi.withdrawals.approve, ({ body, headers }) =>
      decide(headers.get('Idempotency-Key'), 'completed', body.note ?? null),
    ),
    handle(moneyAdminApi.withdrawals.reject, ({ body, headers }) =>
      decide(headers.get('Idempotency-Key'), 'failed', body.reason),
    ),
    handle(objectHistoryApi.history, { rows: [], total: 0 }),
  ];
}

async function opened(name: string, overview = 'Overview') {
  await screen.findByRole('heading', { level: 1, name }, FIRST);
  await screen.findByRole('tab', { name: overview }, FIRST);
}

describe('a withdrawal’s page', () => {
  it('shows where the money goes and the card holder check, and rejects only with a reason', async () => {
    const { user, api } = await renderAdmin('/money/withdrawals/41', {
      api: withdrawalServer({
        ...BANK,
        holder: { cardName: 'E2E Holder', verifiedName: 'Ada Lovelace', matches: false },
      }),
      viewport: 'desktop',
    });
    await opened('Withdrawal #41');
    expect(screen.getByText('300.00 USD · lucy@example.com · Pending review')).toBeTruthy();
    const overview = screen.getByRole('tabpanel');
    expect(overview.textContent).toContain('Bank card');
    expect(overview.textContent).toContain('E2E Savings Bank');
    expect(overview.textContent).toContain('**** **** **** 1111');
    expect(overview.textContent).toContain('Frozen (amount + fee)');
    expect(within(overview).getByTestId('holder-check').getAttribute('data-state')).toBe('differs');
    expect(
      within(overview).getByRole('link', { name: 'Balances and ledger of user #100042' }).getAttribute('href'),
    ).toBe('/users/100042/ledger');

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(screen.getByText(/The frozen 301.00 USD is released in full/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm rejection' }));
    expect(fieldError(screen.getByLabelText(/^Reason/))).toBe('Please enter a reason');
    expect(api.callsTo(moneyAdminApi.withdrawals.reject)).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Reason/), 'Card holder does not match');
    await user.click(screen.getByRole('button', { name: 'Confirm rejection' }));
    expect(await screen.findByText('Rejected')).toBeTruthy();
    expect(await screen.findByText('This withdrawal has been decided; it can no longer be changed here.')).toBeTruthy();
    expect(screen.getByText('300.00 USD · lucy@example.com · Audit failure')).toBeTruthy();
    expect(api.callsTo(moneyAdminApi.withdrawals.reject)).toEqual([
      { params: { id: 41 }, query: undefined, body: { reason: 'Card holder does not match' } },
    ]);
  });

  it('keeps a refused approval on the page, then approves it with its note under a new key', async () => {
    const keys: (string | null)[] = [];
    const { user, api } = await renderAdmin('/money/withdrawals/41', {
      api: withdrawalServer(
        { ...BANK, amount: '150.00', total: '151.00' },
        { keys, firstAnswer: refuse(503, 'The payout bank did not answer, try again') },
      ),
      viewport: 'desktop',
    });
    await opened('Withdrawal #41');
    await user.keyboard('a');
    expect(screen.getByText(/Confirms that 150.00 USD was paid out to this destination/)).toBeTruthy();
    await user.keyboard('Wired on Friday');
    await user.click(screen.getByRole('button', { name: 'Confirm approval' }));
    expect(await screen.findByText('The payout bank did not answer, try again')).toBeTruthy();
    expect((screen.getByLabelText('Note (optional)') as HTMLTextAreaElement).value).toBe('Wired on Friday');

    await user.click(screen.getByRole('button', { name: 'Confirm approval' }));
    expect(await screen.findByText('Approved')).toBeTruthy();
    expect(await screen.findByText('150.00 USD · lucy@example.com · Completed')).toBeTruthy();
    expect(api.callsTo(moneyAdminApi.withdrawals.approve).map((call) => call.body)).toEqual([
      { note: 'Wired on Friday' },
      { note: 'Wired on Friday' },
    ]);
    // The refusal was the server's answer to that key: the second try is a new intent, with a key of its own.
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('offers no decision once decided, and says when there is no such withdrawal', async () => {
    const { user } = await renderAdmin('/money/withdrawals/41', {
      api: withdrawalServer({ ...BANK, status: 'completed', reason: 'Wired on Friday', reviewerId: 1 }),
      viewport: 'desktop',
    });
    await opened('Withdrawal #41');
    expect(screen.getByText('This withdrawal has been decided; it can no longer be changed here.')).toBeTruthy();
    expect(screen.getByRole('tabpanel').textContent).toContain('Wired on Friday');
    await user.keyboard('r');
    expect(screen.queryByLabelText(/^Reason/)).toBeNull();

    await renderAdmin('/money/withdrawals/99', { api: withdrawalServer(BANK), viewport: 'desktop' });
    expect(await screen.findByText('There is no withdrawal #99', {}, FIRST)).toBeTruthy();
  });

  it('reads in Chinese for a reviewer, on a phone', async () => {
    await renderAdmin('/money/withdrawals/41', {
      operator: operatorWith(['reviewer']),
      api: withdrawalServer(BANK),
      language: 'zh',
    });
    await opened('提现 #41', '概览');
    expect(screen.getByRole('button', { name: '批准：已出款' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '← 返回提现审核' })).toBeTruthy();
    expect(screen.getByRole('tabpanel').textContent).toContain('冻结（金额 + 手续费）');
  });
});
