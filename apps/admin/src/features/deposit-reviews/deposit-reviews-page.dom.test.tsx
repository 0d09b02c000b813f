// Deposit reviews in a DOM: the queue opens on pending bank transfers and narrows to one user through the address (a
// user ID that is not one refused on its field); a deposit approved with its receipt shown and a note sent, leaving
// the queue and kept with its decision; a rejection only with a reason, and a refusal shown while the review stays
// open; a new transfer shown as soon as the queue's news says so, with no polling while it is heard; an operator
// without a money role told so in Chinese, unasked.
import { type AdminDepositView, filesApi, moneyAdminApi } from '@platform/contracts';
import { fieldError, handle, refuse } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FIRST, operatorWith, renderAdmin, rowWith } from '../../testing/render-admin.tsx';

const RECEIPT = '/file/0f8e7a2c-4b1d-4c3e-9a5f-6d7e8f901234.png';

const PENDING: AdminDepositView = {
  id: 41,
  method: 'bank',
  currency: 'USD',
  network: null,
  amount: '1250.50',
  status: 'pending',
  reason: null,
  reviewedBy: null,
  address: null,
  txHash: null,
  confirmations: null,
  requiredConfirmations: null,
  receiptPath: RECEIPT,
  reviewDeadline: '2026-11-28T13:00:00.000Z',
  entryId: null,
  createdAt: '2026-11-28T12:00:00.000Z',
  completedAt: null,
  user: { userId: 100_042, email: 'lucy@example.com', username: 'lucy' },
  reviewerId: null,
  verifierNote: 'receipt is a PNG image uploaded by the user',
};

const ON_CHAIN: AdminDepositView = {
  ...PENDING,
  id: 42,
  method: 'chain',
  currency: 'USDT',
  network: 'TRC20',
  amount: '300.000000',
  receiptPath: null,
  reviewDeadline: null,
  verifierNote: null,
  address: 'TXYZ1234567890',
  txHash: '0xabc123',
  confirmations: 1,
  requiredConfirmations: 3,
  user: { userId: 100_043, email: 'ming@example.com', username: null },
};

/** A server holding the deposits, filtering them and deciding them as the real one does. */
function depositsServer(deposits: AdminDepositView[] = [PENDING, ON_CHAIN]) {
  let all = deposits;
  const decide = (id: number, change: Partial<AdminDepositView>) => {
    all = all.map((d) => (d.id === id ? { ...d, ...change, reviewedBy: 'operator', reviewerId: 1 } : d));
    return all.find((d) => d.id === id)!;
  };
  return [
    handle(moneyAdminApi.deposits.list, ({ query }) => {
      const rows = all.filter(
        (d) =>
          (!query.status || d.status === query.status) &&
          (!query.method || d.method === query.method) &&
          (!query.userId || d.user.userId === query.userId),
      );
      return { rows, total: rows.length };
    }),
    handle(moneyAdminApi.deposits.approve, ({ params, body }) =>
      decide(params.id, {
        status: 'completed',
        reason: body.note ?? null,
        entryId: 900,
        completedAt: '2026-11-28T12:30:00.000Z',
      }),
    ),
    handle(moneyAdminApi.deposits.reject, ({ params, body }) =>
      decide(params.id, { status: 'failed', reason: body.reason, completedAt: '2026-11-28T12:30:00.000Z' }),
    ),
    handle(filesApi.file, new Blob(['not really a png'], { type: 'image/png' })),
  ];
}

describe('deposit reviews', () => {
  it('opens on pending bank transfers, and narrows to one user only by a user ID', async () => {
    const { user, api, router } = await renderAdmin('/money/deposits', { api: depositsServer(), viewport: 'desktop' });
    const row = await rowWith('lucy@example.com');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('pending');
    expect((screen.getByLabelText('Method') as HTMLSelectElement).value).toBe('bank');
    expect(api.callsTo(moneyAdminApi.deposits.list)[0]!.query).toMatchObject({ status: 'pending', method: 'bank' });
    expect(row.textContent).toContain('1,250.50 USD');
    expect(row.textContent).toContain('Bank transfer');
    expect(row.textContent).toContain('Pending review');
    expect(row.textContent).toContain('lucy · #100042');
    expect(within(row).getByRole('button', { name: 'Review #41' })).toBeTruthy();
    expect(screen.queryByText('ming@example.com')).toBeNull();

    // Not an id the contract takes (a letter, zero, past the largest id): refused on the field, nothing asked.
    const userId = screen.getByLabelText('User ID');
    for (const typed of ['100o42', '0', '9999999999']) {
      await user.clear(userId);
      await user.type(userId, typed);
      await user.click(screen.getByRole('button', { name: 'Search' }));
      expect(fieldError(userId), typed).toBe('Enter a user ID (digits only)');
    }
    expect(router.state.location.search).toBe('');
    expect(api.callsTo(moneyAdminApi.deposits.list)).toHaveLength(1);

    await user.clear(userId);
    await user.type(userId, '100043');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Nothing matches these filters')).toBeTruthy();
    expect(fieldError(userId)).toBeNull();
    expect(router.state.location.search).toBe('?userId=100043');
    expect(api.callsTo(moneyAdminApi.deposits.list).at(-1)!.query).toMatchObject({ userId: 100_043 });

    // An on-chain deposit is viewed, never reviewed: the chain credits it.
    await user.selectOptions(screen.getByLabelText('Method'), 'all');
    await user.click(within(await rowWith('ming@example.com')).getByRole('button', { name: 'View #42' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deposit #42' });
    expect(dialog.textContent).toContain('credited automatically at 3 confirmations');
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('shows the receipt, approves with a note, and keeps the decision once it leaves the queue', async () => {
    const { user, api } = await renderAdmin('/money/deposits', { api: depositsServer(), viewport: 'desktop' });
    await user.click(within(await rowWith('lucy@example.com')).getByRole('button', { name: 'Review #41' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deposit #41' });
    expect(dialog.textContent).toContain('1,250.50 USD');
    expect(dialog.textContent).toContain('Bank transfer');
    expect(dialog.textContent).toContain('receipt is a PNG image uploaded by the user');
    expect(await within(dialog).findByRole('img', { name: 'Receipt of deposit #41' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(dialog.textContent).toContain('Credits 1,250.50 USD to the user’s funding account');
    expect(api.callsTo(moneyAdminApi.deposits.approve)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'Receipt matches the bank statement');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm approval' }));

    expect(await screen.findByText('Approved')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(moneyAdminApi.deposits.approve)).toEqual([
      { params: { id: 41 }, query: undefined, body: { note: 'Receipt matches the bank statement' } },
    ]);
    expect(await screen.findByText('No deposits wait for review')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Status'), 'all');
    const decided = await rowWith('lucy@example.com');
    expect(decided.textContent).toContain('Completed');
    await user.click(within(decided).getByRole('button', { name: 'View #41' }));
    const view = await screen.findByRole('dialog', { name: 'Deposit #41' });
    expect(view.textContent).toContain('Receipt matches the bank statement');
    expect(within(view).getByRole('link', { name: 'Operator #1' })).toBeTruthy();
    expect(view.textContent).toContain('This deposit has been decided');
    expect(within(view).queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  const REJECTED: AdminDepositView = { ...PENDING, status: 'failed', reason: 'Receipt is for a different account' };

  it('rejects only with a reason, and keeps the review open with the server’s refusal', async () => {
    const { user, api } = await renderAdmin('/money/deposits', {
      api: [
        ...depositsServer(),
        handle(moneyAdminApi.deposits.reject, ({ calls }) =>
          calls === 0 ? refuse(409, 'This deposit has already been decided') : REJECTED,
        ),
      ],
      viewport: 'desktop',
    });
    await user.click(within(await rowWith('lucy@example.com')).getByRole('button', { name: 'Review #41' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deposit #41' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(dialog.textContent).toContain('Nothing is credited');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm rejection' }));
    expect(fieldError(within(dialog).getByLabelText(/^Reason/))).toBe('Please enter a reason');
    expect(api.callsTo(moneyAdminApi.deposits.reject)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Reason/), 'Receipt is for a different account');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm rejection' }));
    expect(await screen.findByText('This deposit has already been decided')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Deposit #41' })).toBe(dialog);
    expect(api.callsTo(moneyAdminApi.deposits.reject)[0]).toMatchObject({
      params: { id: 41 },
      body: { reason: 'Receipt is for a different account' },
    });

    await user.click(within(dialog).getByRole('button', { name: 'Confirm rejection' }));
    expect(await screen.findByText('Rejected')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(moneyAdminApi.deposits.reject)).toHaveLength(2);
  });

  it("shows a new transfer when the queue's news says one arrived, and does not poll while that is heard", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }); // only the polls' clocks
    try {
      const deposits = [PENDING];
      const { api, socket } = await renderAdmin('/money/deposits', {
        api: depositsServer(deposits),
        viewport: 'desktop',
      });
      await screen.findByText('lucy@example.com', {}, FIRST);
      await waitFor(() => expect(socket.sent()).toContainEqual({ op: 'news.watch', topics: ['queue.deposits'] }));
      const reads = () => api.callsTo(moneyAdminApi.deposits.list).length;
      socket.push({ type: 'news.watching', topics: ['queue.deposits'] }); // heard: asked once, then no polling
      await waitFor(() => expect(reads()).toBeGreaterThanOrEqual(2));
      const heard = reads();
      vi.advanceTimersByTime(120_000);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(reads()).toBe(heard);

      deposits.push({ ...PENDING, id: 43, user: { userId: 100_044, email: 'wen@example.com', username: null } });
      socket.push({ type: 'news.changed', topic: 'queue.deposits' });
      await screen.findByText('wen@example.com', {}, FIRST);
    } finally {
      vi.useRealTimers();
    }
  });

  it('tells an operator without a money role so, in Chinese, and asks the server nothing', async () => {
    const { api } = await renderAdmin('/money/deposits', {
      operator: operatorWith(['support']),
      language: 'zh',
      viewport: 'desktop',
    });
    expect(await screen.findByRole('heading', { level: 1, name: '充值审核' }, FIRST)).toBeTruthy();
    expect(screen.getByText('只有管理员和审核员可以查看资金记录。')).toBeTruthy();
    expect(api.callsTo(moneyAdminApi.deposits.list)).toHaveLength(0);
  });
});
