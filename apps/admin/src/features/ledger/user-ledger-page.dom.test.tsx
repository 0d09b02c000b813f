// A user's ledger in a DOM: each balance as the ledger holds it, accounts without money folded away until asked for;
// every entry with its cause, actor and postings (this user's, another's, the house's); the journal filtered through
// the address, an end before the start refused on its field; an unknown user said so; in Chinese for a reviewer.
import { type AdminUserMoneyView, type EntryView, moneyAdminApi } from '@platform/contracts';
import { fieldError, handle, refuse } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST, operatorWith, renderAdmin } from '../../testing/render-admin.tsx';

const USER_ID = 100_042;

const MONEY: AdminUserMoneyView = {
  user: { userId: USER_ID, email: 'lucy@example.com', username: 'lucy' },
  balances: [
    { account: 'funding', currency: 'USD', available: '649.00', frozen: '101.00', total: '750.00' },
    { account: 'trading', currency: 'USD', available: '250.00', frozen: '0.00', total: '250.00' },
    { account: 'funding', currency: 'EUR', available: '0.00', frozen: '0.00', total: '0.00' },
    { account: 'trading', currency: 'EUR', available: '0.00', frozen: '0.00', total: '0.00' },
  ],
};

const DEPOSIT: EntryView = {
  id: 501,
  type: 'deposit',
  causeType: 'deposit',
  causeId: 41,
  actorKind: 'operator',
  actorId: 1,
  memo: 'Bank deposit 1000.00 USD approved',
  reversesEntryId: null,
  reversedByEntryId: null,
  createdAt: '2026-11-28T12:00:00.000Z',
  postings: [
    { accountId: 11, kind: 'funding', userId: USER_ID, currency: 'USD', amount: '1000.00' },
    { accountId: 2, kind: 'bank_clearing', userId: null, currency: 'USD', amount: '-1000.00' },
  ],
};

const TRANSFER: EntryView = {
  ...DEPOSIT,
  id: 502,
  type: 'transfer',
  causeType: 'transfer',
  causeId: 7,
  actorKind: 'user',
  actorId: USER_ID,
  memo: 'Funding to trading',
  reversedByEntryId: 503,
  postings: [
    { accountId: 11, kind: 'funding', userId: USER_ID, currency: 'USD', amount: '-250.00' },
    { accountId: 12, kind: 'trading', userId: USER_ID, currency: 'USD', amount: '250.00' },
  ],
};

/** A server holding the user's money and journal, filtering entries by type as the real one does. */
const ledgerServer = () => [
  handle(moneyAdminApi.userAssets, MONEY),
  handle(moneyAdminApi.userEntries, ({ query }) => {
    const rows = [TRANSFER, DEPOSIT].filter((entry) => !query.type || entry.type === query.type);
    return { rows, total: rows.length };
  }),
];

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('a user’s ledger', () => {
  it('shows each balance as the ledger holds it, and the accounts without money only when asked', async () => {
    const { user, api } = await renderAdmin(`/users/${USER_ID}/ledger`, { api: ledgerServer(), viewport: 'desktop' });
    const balances = await screen.findByRole('table', { name: 'Balances' }, FIRST);
    const rows = () => balances.querySelectorAll<HTMLElement>('tbody tr');
    expect([...rows()].map(cellsOf)).toEqual([
      ['USDFunding account', '750.00', '649.00', '101.00'],
      ['USDTrading account', '250.00', '250.00', '0.00'],
    ]);
    expect(screen.getByRole('link', { name: 'lucy@example.com' }).getAttribute('href')).toBe(`/users/${USER_ID}`);
    const hideEmpty = screen.getByRole('switch', { name: 'Hide accounts without money' }) as HTMLInputElement;
    expect(hideEmpty.checked).toBe(true);
    await user.click(hideEmpty);
    expect(balances.querySelectorAll('tr[data-currency="EUR"]')).toHaveLength(2);
    expect(api.callsTo(moneyAdminApi.userAssets)[0]!.params).toEqual({ userId: USER_ID });
  });

  it('lists every entry with its cause, actor and postings, and filters the journal through the address', async () => {
    const { user, api, router } = await renderAdmin(`/users/${USER_ID}/ledger`, {
      api: ledgerServer(),
      viewport: 'desktop',
    });
    const journal = await screen.findByRole('table', { name: 'Journal entries' }, FIRST);
    const credit = journal.querySelector<HTMLElement>('tr[data-entry-id="501"]')!;
    expect(within(credit).getByRole('link', { name: 'Deposit #41' }).getAttribute('href')).toBe(
      `/money/deposits?status=all&method=all&userId=${USER_ID}`,
    );
    expect(within(credit).getByRole('link', { name: 'Operator #1' })).toBeTruthy();
    expect(credit.textContent).toContain('Bank deposit 1,000.00 USD approved');
    const creditPostings = within(credit).getByRole('list', { name: 'Postings of entry #501' });
    expect(
      within(creditPostings)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Funding account (this user)+1,000.00 USD', 'Bank clearing (House)-1,000.00 USD']);
    const transfer = journal.querySelector<HTMLElement>('tr[data-entry-id="502"]')!;
    expect(transfer.textContent).toContain('The user');
    expect(transfer.textContent).toContain('Reversed by entry #503');
    expect(within(transfer).queryByRole('link', { name: 'Transfer #7' })).toBeNull();

    // An end before the start is refused on its field, and nothing is asked.
    await user.type(screen.getByLabelText('From (UTC day)'), '2026-11-28');
    await user.type(screen.getByLabelText('To (UTC day)'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(fieldError(screen.getByLabelText('To (UTC day)'))).toBe('The end must not be before the start');
    expect(api.callsTo(moneyAdminApi.userEntries)).toHaveLength(1);

    await user.clear(screen.getByLabelText('To (UTC day)'));
    await user.clear(screen.getByLabelText('From (UTC day)'));
    await user.selectOptions(screen.getByLabelText('Type'), 'transfer');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(journal.querySelectorAll('tbody tr')).toHaveLength(1));
    expect(router.state.location.search).toBe('?type=transfer');
    expect(api.callsTo(moneyAdminApi.userEntries).at(-1)!.query).toMatchObject({ type: 'transfer', pageNum: 1 });
  });

  it('says there is no such user, for an ID the server does not know and, unasked, for one that is not an ID', async () => {
    const { api, router } = await renderAdmin('/users/999/ledger', {
      api: [...ledgerServer(), handle(moneyAdminApi.userAssets, refuse(404, 'No such user'))],
      viewport: 'desktop',
    });
    expect(await screen.findByText('There is no user #999', undefined, FIRST)).toBeTruthy();
    await router.navigate('/users/lucy/ledger');
    expect(await screen.findByText('There is no user #?')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Ledger of user #?' })).toBeTruthy();
    expect(api.callsTo(moneyAdminApi.userAssets).map((call) => call.params)).toEqual([{ userId: 999 }]);
  });

  it('is in Chinese for a reviewer', async () => {
    await renderAdmin(`/users/${USER_ID}/ledger`, {
      operator: operatorWith(['reviewer']),
      api: [...ledgerServer(), handle(moneyAdminApi.userEntries, { rows: [], total: 0 })],
      language: 'zh',
      viewport: 'desktop',
    });
    expect(await screen.findByRole('heading', { level: 1, name: `用户 #${USER_ID} 的账本` }, FIRST)).toBeTruthy();
    const balances = await screen.findByRole('table', { name: '余额' });
    expect(balances.querySelector('tr[data-account="funding"]')!.textContent).toContain('资金账户');
    expect(screen.getByRole('switch', { name: '隐藏无资金的账户' })).toBeTruthy();
    expect(await screen.findByText('该用户的账户尚无资金变动')).toBeTruthy();
  });
});
