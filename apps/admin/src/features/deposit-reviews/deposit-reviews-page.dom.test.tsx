// The deposit queue in a DOM: it opens on pending bank transfers and narrows to one user through the address (a user ID
// that is not one refused on its field); each row leads to the deposit's page (its link, a click, Enter); rows are
// worked from the keyboard (`j`/`k`, `x`, `/`, `a`/`r`) and decided in bulk, each on its own call and key with one
// reason, saying which were refused and why; a new transfer shows as soon as the queue's news says so, with no
// polling while it is heard; an operator without a money role is told so in Chinese, unasked.
import { type AdminDepositView, filesApi, moneyAdminApi } from '@platform/contracts';
import { fieldError, handle, refuse } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FIRST, operatorWith, renderAdmin, rowWith } from '../../testing/render-admin.tsx';
import { bankDeposit, ON_CHAIN, PENDING } from './deposit-fixture.ts';

/**
 * A server holding the deposits, listing and deciding them as the real one does; each decision's Idempotency-Key is kept
 * in `keys`, and the first decision of each of `busyOnce` is refused as a busy ledger would.
 */
function depositsServer(
  deposits: AdminDepositView[] = [PENDING, ON_CHAIN],
  { keys = [], busyOnce = [] }: { keys?: (string | null)[]; busyOnce?: number[] } = {},
) {
  let all = deposits;
  const busy = new Set(busyOnce);
  const decide = (id: number, key: string | null, change: Partial<AdminDepositView>) => {
    keys.push(key);
    if (busy.delete(id)) return refuse(503, 'The ledger is busy, try again');
    const found = all.find((d) => d.id === id);
    if (found?.status !== 'pending') return refuse(409, 'This deposit has already been decided');
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
    handle(moneyAdminApi.deposits.get, ({ params }) => {
      const found = all.find((d) => d.id === params.id);
      return found ?? refuse(404, 'Not found');
    }),
    handle(moneyAdminApi.deposits.approve, ({ params, body, headers }) =>
      decide(params.id, headers.get('Idempotency-Key'), {
        status: 'completed',
        reason: body.note ?? null,
        entryId: 900,
        completedAt: '2026-11-28T12:30:00.000Z',
      }),
    ),
    handle(moneyAdminApi.deposits.reject, ({ params, body, headers }) =>
      decide(params.id, headers.get('Idempotency-Key'), {
        status: 'failed',
        reason: body.reason,
        completedAt: '2026-11-28T12:30:00.000Z',
      }),
    ),
    handle(filesApi.file, new Blob(['not really a png'], { type: 'image/png' })),
  ];
}

const pathOf = (router: { state: { location: { pathname: string } } }) => router.state.location.pathname;

describe('the deposit queue', () => {
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
    expect(within(row).getByRole('link', { name: 'Review #41' }).getAttribute('href')).toBe('/money/deposits/41');
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

    // An on-chain deposit is viewed, never reviewed (the chain credits it): no box to pick it, a plain link.
    await user.selectOptions(screen.getByLabelText('Method'), 'all');
    const chain = await rowWith('ming@example.com');
    expect(within(chain).queryByRole('checkbox')).toBeNull();
    // A click on the row (not on its links) opens the deposit's page.
    await user.click(within(chain).getByText('Digital currency'));
    await waitFor(() => expect(pathOf(router)).toBe('/money/deposits/42'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Deposit #42' }, FIRST)).toBeTruthy();
  });

  it('is worked from the keyboard: j/k move, / searches, x picks, Enter opens', async () => {
    const deposits = [PENDING, bankDeposit(43, 'wen@example.com'), bankDeposit(44, 'jun@example.com')];
    const { user, router } = await renderAdmin('/money/deposits', {
      api: depositsServer(deposits),
      viewport: 'desktop',
    });
    await rowWith('jun@example.com');
    const rowOf = (id: number) => document.querySelector<HTMLElement>(`tr[data-deposit-id="${id}"]`)!;

    await user.keyboard('j');
    expect(document.activeElement).toBe(rowOf(41));
    expect(rowOf(41).getAttribute('data-focused')).toBe('true');
    await user.keyboard('jj');
    expect(document.activeElement).toBe(rowOf(44));
    await user.keyboard('j'); // the last row stays in focus
    await user.keyboard('k');
    expect(document.activeElement).toBe(rowOf(43));
    expect(rowOf(44).getAttribute('data-focused')).toBeNull();

    await user.keyboard('x');
    expect(within(rowOf(43)).getByRole('checkbox', { name: 'Select deposit #43' })).toHaveProperty('checked', true);
    expect(screen.getByText('Selected: 1')).toBeTruthy();
    await user.keyboard('x');
    expect(screen.queryByText('Selected: 1')).toBeNull();

    // `/` goes to the search (the user's ID), and typing there is text, not keys for the list.
    await user.keyboard('/');
    expect(document.activeElement).toBe(screen.getByLabelText('User ID'));
    await user.keyboard('jx');
    expect((screen.getByLabelText('User ID') as HTMLInputElement).value).toBe('jx');
    expect(screen.queryByText('Selected: 1')).toBeNull();

    // Out of the field, the keys go on from the row in focus; Enter opens it.
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('j');
    expect(document.activeElement).toBe(rowOf(44));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(pathOf(router)).toBe('/money/deposits/44'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Deposit #44' }, FIRST)).toBeTruthy();
  });

  it('rejects the picked deposits with one reason, each on its own call and key, and says which were refused', async () => {
    const deposits = [PENDING, bankDeposit(43, 'wen@example.com', '80.00'), bankDeposit(44, 'jun@example.com')];
    const keys: (string | null)[] = [];
    const { user, api } = await renderAdmin('/money/deposits', {
      // The ledger is busy when #43's rejection first arrives; the others are rejected.
      api: depositsServer(deposits, { keys, busyOnce: [43] }),
      viewport: 'desktop',
    });
    await rowWith('jun@example.com');
    expect(screen.getByText(/Tick rows to approve or reject several at once/).textContent).toContain('x picks the row');
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByText('Selected: 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reject selected' }));

    const dialog = await screen.findByRole('dialog', { name: 'Reject 3 selected' });
    expect(dialog.textContent).toContain('Each deposit is marked as an audit failure');
    expect(dialog.textContent).toContain('Each is decided on its own');
    const items = within(within(dialog).getByRole('list', { name: 'Selected for this decision' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      '#41 · lucy@example.com · 1,250.50 USD — Not sent yet',
      '#43 · wen@example.com · 80.00 USD — Not sent yet',
      '#44 · jun@example.com · 100.00 USD — Not sent yet',
    ]);
    // A rejection must say why: nothing is sent without the reason.
    await user.click(within(dialog).getByRole('button', { name: 'Reject 3' }));
    expect(fieldError(within(dialog).getByLabelText(/^Reason/))).toBe('Please enter a reason');
    expect(api.callsTo(moneyAdminApi.deposits.reject)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Reason/), 'Receipts are for another account');
    await user.click(within(dialog).getByRole('button', { name: 'Reject 3' }));
    expect(await within(dialog).findByText('2 decided, 1 not decided')).toBeTruthy();
    expect(items.map((item) => item.textContent)).toEqual([
      '#41 · lucy@example.com · 1,250.50 USD — Rejected',
      '#43 · wen@example.com · 80.00 USD — The ledger is busy, try again',
      '#44 · jun@example.com · 100.00 USD — Rejected',
    ]);
    expect(api.callsTo(moneyAdminApi.deposits.reject).map((call) => [call.params, call.body])).toEqual(
      [41, 43, 44].map((id) => [{ id }, { reason: 'Receipts are for another account' }]),
    );
    expect(new Set(keys).size).toBe(3);

    // The refused one again, under a key of its own (the refusal was the answer to the first).
    await user.click(within(dialog).getByRole('button', { name: 'Try the 1 not decided again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('No deposits wait for review')).toBeTruthy();
    expect(api.callsTo(moneyAdminApi.deposits.reject).map((call) => call.params)).toEqual([
      { id: 41 },
      { id: 43 },
      { id: 44 },
      { id: 43 },
    ]);
    expect(keys[3]).not.toBe(keys[1]);
  });

  it('approves the row in focus with `a`, with a note', async () => {
    const { user, api } = await renderAdmin('/money/deposits', {
      api: depositsServer([PENDING, bankDeposit(43, 'wen@example.com')]),
      viewport: 'desktop',
    });
    await rowWith('wen@example.com');
    await user.keyboard('jj');
    await user.keyboard('a');
    const dialog = await screen.findByRole('dialog', { name: 'Approve 1 selected' });
    expect(dialog.textContent).toContain('#43 · wen@example.com · 100.00 USD');
    expect(dialog.textContent).toContain('Credits each deposit’s amount to its user’s funding account');
    // Typing in the dialog is the note's, not the list's keys.
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'Statement matches');
    await user.click(within(dialog).getByRole('button', { name: 'Approve 1' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Approved')).toBeTruthy();
    expect(api.callsTo(moneyAdminApi.deposits.approve)).toEqual([
      { params: { id: 43 }, query: undefined, body: { note: 'Statement matches' } },
    ]);
    expect(await rowWith('lucy@example.com')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('wen@example.com')).toBeNull());
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
