// The statements screen in a DOM: this month's statement asked on arrival and shown per account (the four totals,
// each line with the balance after it: a list on a phone, a table on a desktop); a period that ends before it starts
// refused under its field with nothing asked; a chosen period, account and currency asked as chosen, and downloaded
// as CSV the same; in Chinese, the totals, an account without movements and a download the server refuses. The
// figures themselves are the server's (apps/server/src/features/money/statements).
import { moneyApi, type StatementView } from '@platform/contracts';
import { fieldError, handle, refuse } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTrade } from '../../testing/render-trade.tsx';

const today = new Date().toISOString().slice(0, 10);
const monthStart = `${today.slice(0, 8)}01`;

const STATEMENT: Omit<StatementView, 'from' | 'to'> = {
  userId: 7,
  generatedAt: '2026-03-02T15:30:00.000Z',
  accounts: [
    {
      account: 'funding',
      currency: 'USD',
      opening: '1000.00',
      credits: '1500.00',
      debits: '-250.00',
      closing: '2250.00',
      lines: [
        {
          entryId: 11,
          type: 'deposit',
          memo: 'Bank transfer DEP-100007',
          amount: '1500.00',
          balance: '2500.00',
          createdAt: '2026-03-01T10:00:00.000Z',
        },
        {
          entryId: 12,
          type: 'withdrawal',
          memo: 'To card **** 1111',
          amount: '-250.00',
          balance: '2250.00',
          createdAt: '2026-03-02T10:00:00.000Z',
        },
      ],
    },
    {
      account: 'trading',
      currency: 'USD',
      opening: '500.00',
      credits: '0.00',
      debits: '0.00',
      closing: '500.00',
      lines: [],
    },
  ],
};

const statementScreen = (accounts = STATEMENT.accounts) => [
  handle(moneyApi.statement, ({ query }) => ({ ...STATEMENT, accounts, from: query.from, to: query.to })),
];

/** The four totals of an account's statement, as label → figure. */
const totals = (section: HTMLElement) =>
  Object.fromEntries(
    within(section)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('the statements screen', () => {
  it('asks for this month on arrival and shows each account’s totals and lines with the balance after each', async () => {
    const { api } = await renderTrade('/assets/statements', { api: statementScreen() });
    const funding = await screen.findByRole('region', { name: 'Funding account · USD' });
    expect(api.callsTo(moneyApi.statement).map((call) => call.query)).toEqual([{ from: monthStart, to: today }]);
    expect(totals(funding)).toEqual({
      'Opening balance': '1,000.00',
      Credits: '1,500.00',
      Debits: '-250.00',
      'Closing balance': '2,250.00',
    });
    const lines = within(funding).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[0]!.textContent).toContain('Deposit');
    expect(lines[0]!.textContent).toContain('+1,500.00');
    expect(lines[0]!.textContent).toContain('Balance 2,500.00');
    expect(lines[0]!.textContent).toContain('Bank transfer DEP-100007');
    expect(lines[1]!.textContent).toContain('Withdrawal');
    expect(lines[1]!.textContent).toContain('Balance 2,250.00');
    const trading = screen.getByRole('region', { name: 'Trading account · USD' });
    expect(trading.textContent).toContain('No movements in this period.');
  });

  it('on a desktop, lists the lines in a table: date, description, amount, balance', async () => {
    await renderTrade('/assets/statements', { api: statementScreen(), viewport: 'desktop' });
    const funding = await screen.findByRole('region', { name: 'Funding account · USD' });
    const table = within(funding).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Description', 'Amount', 'Balance']);
    const [, first, second] = within(table).getAllByRole('row');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((td) => td.textContent);
    expect(cells(first!).slice(1)).toEqual(['Deposit · Bank transfer DEP-100007', '+1,500.00', '2,500.00']);
    expect(cells(second!).slice(1)).toEqual(['Withdrawal · To card **** 1111', '-250.00', '2,250.00']);
  });

  it('refuses a period that ends before it starts, and asks for and downloads a chosen one as chosen', async () => {
    const { user, api } = await renderTrade('/assets/statements', {
      api: [
        ...statementScreen(),
        handle(moneyApi.statementDownload, new Blob(['date,type,amount\n'], { type: 'text/csv' })),
      ],
    });
    await screen.findByRole('region', { name: 'Funding account · USD' });
    const from = screen.getByLabelText(/^From/);
    const to = screen.getByLabelText(/^To/);
    await user.clear(from);
    await user.type(from, '2026-02-10');
    await user.clear(to);
    await user.type(to, '2026-02-01');
    await user.click(screen.getByRole('button', { name: 'Show statement' }));
    expect(fieldError(to)).toBe('The period must start on or before its end');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(api.callsTo(moneyApi.statement)).toHaveLength(1);
    expect(api.callsTo(moneyApi.statementDownload)).toEqual([]);

    await user.clear(to);
    await user.type(to, '2026-02-28');
    await user.selectOptions(screen.getByLabelText('Account'), 'funding');
    await user.selectOptions(screen.getByLabelText(/^Currency/), 'USDT');
    await user.click(screen.getByRole('button', { name: 'Show statement' }));
    const chosen = { from: '2026-02-10', to: '2026-02-28', account: 'funding', currency: 'USDT' };
    await waitFor(() => expect(api.callsTo(moneyApi.statement).at(-1)?.query).toEqual(chosen));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(api.callsTo(moneyApi.statementDownload).map((call) => call.query)).toEqual([{ ...chosen, format: 'csv' }]),
    );
  });

  it('says in Chinese the totals, an account without movements, and a download the server refuses', async () => {
    const { user } = await renderTrade('/assets/statements', {
      language: 'zh',
      api: [
        ...statementScreen(STATEMENT.accounts.slice(1)),
        handle(moneyApi.statementDownload, refuse(429, '请求过于频繁，请稍后再试')),
      ],
    });
    const trading = await screen.findByRole('region', { name: '交易账户 · USD' });
    expect(totals(trading)).toEqual({ 期初余额: '500.00', 收入: '0.00', 支出: '0.00', 期末余额: '500.00' });
    expect(trading.textContent).toContain('该期间没有流水。');
    await user.click(screen.getByRole('button', { name: '下载PDF' }));
    expect(await screen.findByText('请求过于频繁，请稍后再试')).toBeTruthy();
  });
});
