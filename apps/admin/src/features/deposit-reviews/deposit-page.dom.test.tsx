// A deposit's own page in a DOM (`/money/deposits/41`): its fields and receipt in the overview tab, its audit trail in
// the history tab (the tab in the address); approved from the keyboard (`a`, a note, Ctrl+Enter) or rejected only with
// a reason (`r`), a refusal kept on the page and the next try under a new key; an on-chain deposit has no decision; an
// id that names none says so; a reviewer reads it in Chinese; an operator without a money role is told so, unasked.
import {
  type AdminDepositView,
  type AuditEntryView,
  filesApi,
  moneyAdminApi,
  objectHistoryApi,
} from '@platform/contracts';
import { fieldError, handle, refuse } from '@platform/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST, operatorWith, renderAdmin } from '../../testing/render-admin.tsx';
import { ON_CHAIN, PENDING } from './deposit-fixture.ts';

const REJECTED_ENTRY: AuditEntryView = {
  id: 9,
  actorId: 1,
  actorName: 'admin',
  action: 'deposit.reject',
  targetType: 'deposit',
  targetId: '41',
  reason: 'Receipt is for a different account',
  detail: { amount: '1250.50', currency: 'USD' },
  ip: '127.0.0.1',
  createdAt: '2026-11-28T12:30:00.000Z',
};

interface ServerOptions {
  history?: AuditEntryView[];
  /** Each decision's Idempotency-Key, as sent. */
  keys?: (string | null)[];
  /** The answer to the first decision, instead of deciding. */
  firstAnswer?: ReturnType<typeof refuse>;
}

/** The deposit's server: read, decided once (then 409), its receipt and its history. */
function depositServer(deposit: AdminDepositView, { history = [], keys = [], firstAnswer }: ServerOptions = {}) {
  let current = deposit;
  const decide = (change: Partial<AdminDepositView>) => {
    if (keys.length === 1 && firstAnswer) return firstAnswer;
    if (current.status !== 'pending') return refuse(409, 'This deposit has already been decided');
    current = { ...current, ...change, reviewedBy: 'operator', reviewerId: 1, completedAt: '2026-11-28T12:30:00Z' };
    return current;
  };
  return [
    handle(moneyAdminApi.deposits.get, ({ params }) => (params.id === current.id ? current : refuse(404, 'Not found'))),
    handle(moneyAdminApi.deposits.approve, ({ body, headers }) => {
      keys.push(headers.get('Idempotency-Key'));
      return decide({ status: 'completed', reason: body.note ?? null, entryId: 900 });
    }),
    handle(moneyAdminApi.deposits.reject, ({ body, headers }) => {
      keys.push(headers.get('Idempotency-Key'));
      return decide({ status: 'failed', reason: body.reason });
    }),
    handle(filesApi.file, new Blob(['not really a png'], { type: 'image/png' })),
    handle(objectHistoryApi.history, { rows: history, total: history.length }),
  ];
}

const title = (name: string) => screen.findByRole('heading', { level: 1, name }, FIRST);
/** The page once its deposit is read: titled, with its tabs. */
async function opened(name: string, overview = 'Overview') {
  await title(name);
  await screen.findByRole('tab', { name: overview }, FIRST);
}

describe('a deposit’s page', () => {
  it('shows a pending transfer with its receipt, and approves it from the keyboard with a note', async () => {
    const keys: (string | null)[] = [];
    const { user, api } = await renderAdmin('/money/deposits/41', {
      api: depositServer(PENDING, { keys }),
      viewport: 'desktop',
    });
    await opened('Deposit #41');
    expect(screen.getByText('1,250.50 USD · lucy@example.com · Pending review')).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Back to deposit reviews' }).getAttribute('href')).toBe(
      '/money/deposits',
    );
    expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
    const overview = screen.getByRole('tabpanel');
    expect(overview.textContent).toContain('Bank transfer');
    expect(overview.textContent).toContain('receipt is a PNG image uploaded by the user');
    expect(await within(overview).findByRole('img', { name: 'Receipt of deposit #41' })).toBeTruthy();
    expect(within(overview).getByRole('link', { name: 'Balances and ledger of user #100042' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Approve' }).getAttribute('aria-keyshortcuts')).toBe('a');

    // `a` opens the approval with the note in focus; Ctrl+Enter sends it.
    await user.keyboard('a');
    expect(screen.getByText('Credits 1,250.50 USD to the user’s funding account', { exact: false })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Note (optional)'));
    await user.keyboard('Receipt matches the bank statement');
    expect(api.callsTo(moneyAdminApi.deposits.approve)).toHaveLength(0);
    await user.keyboard('{Control>}{Enter}{/Control}');

    expect(await screen.findByText('Approved')).toBeTruthy();
    expect(api.callsTo(moneyAdminApi.deposits.approve)).toEqual([
      { params: { id: 41 }, query: undefined, body: { note: 'Receipt matches the bank statement' } },
    ]);
    expect(keys[0]).toBeTruthy();
    expect(await screen.findByText('This deposit has been decided; it can no longer be changed here.')).toBeTruthy();
    expect(screen.getByText('1,250.50 USD · lucy@example.com · Completed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(screen.getByRole('tabpanel')).getByRole('link', { name: 'Operator #1' })).toBeTruthy();
  });

  it('rejects only with a reason, keeps the refusal on the page, and tries again under a new key', async () => {
    const keys: (string | null)[] = [];
    const { user, api } = await renderAdmin('/money/deposits/41', {
      api: depositServer(PENDING, { keys, firstAnswer: refuse(503, 'The ledger is busy, try again') }),
      viewport: 'desktop',
    });
    await opened('Deposit #41');
    // Escape puts an opened choice away.
    await user.keyboard('r');
    expect(document.activeElement).toBe(screen.getByLabelText(/^Reason/));
    await user.keyboard('{Escape}');
    expect(screen.queryByLabelText(/^Reason/)).toBeNull();

    await user.keyboard('r');
    expect(screen.getByText(/Nothing is credited/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm rejection' }));
    expect(fieldError(screen.getByLabelText(/^Reason/))).toBe('Please enter a reason');
    expect(api.callsTo(moneyAdminApi.deposits.reject)).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Reason/), 'Receipt is for a different account');
    await user.click(screen.getByRole('button', { name: 'Confirm rejection' }));
    expect(await screen.findByText('The ledger is busy, try again')).toBeTruthy();
    expect((screen.getByLabelText(/^Reason/) as HTMLTextAreaElement).value).toBe('Receipt is for a different account');

    await user.click(screen.getByRole('button', { name: 'Confirm rejection' }));
    expect(await screen.findByText('Rejected')).toBeTruthy();
    expect(await screen.findByText('1,250.50 USD · lucy@example.com · Audit failure')).toBeTruthy();
    expect(screen.queryByLabelText(/^Reason/)).toBeNull();
    expect(api.callsTo(moneyAdminApi.deposits.reject).map((call) => call.body)).toEqual([
      { reason: 'Receipt is for a different account' },
      { reason: 'Receipt is for a different account' },
    ]);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('shows its history in a tab kept in the address', async () => {
    const { user, api, router } = await renderAdmin('/money/deposits/41', {
      api: depositServer(
        { ...PENDING, status: 'failed', reason: REJECTED_ENTRY.reason },
        { history: [REJECTED_ENTRY] },
      ),
      viewport: 'desktop',
    });
    await opened('Deposit #41');
    expect(screen.getByText('This deposit has been decided; it can no longer be changed here.')).toBeTruthy();
    // Decided: the keys open nothing.
    await user.keyboard('a');
    expect(screen.queryByLabelText('Note (optional)')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'History' }));
    expect(router.state.location.search).toBe('?tab=history');
    const history = await screen.findByRole('table', { name: 'History' });
    expect(history.textContent).toContain('Receipt is for a different account');
    expect(history.textContent).toContain('deposit.reject');
    expect(api.callsTo(objectHistoryApi.history)[0]!.query).toMatchObject({ targetType: 'deposit', targetId: '41' });
  });

  it('offers no decision on an on-chain deposit, and says when there is no such deposit', async () => {
    const { user } = await renderAdmin('/money/deposits/42', { api: depositServer(ON_CHAIN), viewport: 'desktop' });
    await opened('Deposit #42');
    expect(
      screen.getByText(
        'On-chain deposits are credited automatically at 3 confirmations; operators do not review them.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('tabpanel').textContent).toContain('TXYZ1234567890');
    expect(screen.getByText('No receipt (on-chain deposit)')).toBeTruthy();
    await user.keyboard('r');
    expect(screen.queryByLabelText(/^Reason/)).toBeNull();

    await renderAdmin('/money/deposits/99', { api: depositServer(ON_CHAIN), viewport: 'desktop' });
    expect(await screen.findByText('There is no deposit #99', {}, FIRST)).toBeTruthy();
  });

  it('reads in Chinese for a reviewer, at a phone’s width', async () => {
    await renderAdmin('/money/deposits/41', {
      operator: operatorWith(['reviewer']),
      api: depositServer(PENDING),
      language: 'zh',
    });
    await opened('充值 #41', '概览');
    expect(screen.getByRole('tab', { name: '历史记录' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '审核决定' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '← 返回充值审核' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '批准' })).toBeTruthy();
  });

  it('tells an operator without a money role so, and asks the server nothing', async () => {
    const { api } = await renderAdmin('/money/deposits/41', { operator: operatorWith(['mediator']) });
    await title('Deposit #41');
    expect(screen.getByText('Only admins and reviewers can see money records.')).toBeTruthy();
    expect(api.callsTo(moneyAdminApi.deposits.get)).toHaveLength(0);
  });
});
