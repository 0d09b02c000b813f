// The ledger check in a DOM: a balanced ledger said so with its figures and each currency's zero sum; a failing one
// said as an alert naming each finding (a currency off zero even when the server marked the run ok, drifted accounts);
// "run again" asks the server anew and shows its new answer; an operator without a money role is told so, unasked.
import { type LedgerCheckView, moneyAdminApi } from '@platform/contracts';
import { handle } from '@platform/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST, operatorWith, renderAdmin, rowWith } from '../../testing/render-admin.tsx';

const BALANCED: LedgerCheckView = {
  ok: true,
  checkedAt: '2026-11-28T09:30:15.000Z',
  durationMs: 42,
  entries: 1_204,
  postings: 2_611,
  currencies: [
    { currency: 'USD', sum: '0.00', ok: true },
    { currency: 'USDT', sum: '0.000000', ok: true },
  ],
  unbalancedEntryIds: [],
  overdrawnAccountIds: [],
  driftedAccountIds: [],
};

/** A server answering each check with the next of `answers` (the last one again once they run out). */
function checks(...answers: LedgerCheckView[]) {
  let call = 0;
  return [handle(moneyAdminApi.check, () => answers[Math.min(call++, answers.length - 1)]!)];
}

describe('the ledger check', () => {
  it('says a balanced ledger balances, with its figures and every currency summing to zero', async () => {
    await renderAdmin('/money/check', { api: checks(BALANCED), viewport: 'desktop' });
    const verdict = await screen.findByTestId('ledger-verdict', undefined, FIRST);
    expect(verdict.getAttribute('role')).toBe('note');
    expect(within(verdict).getByRole('heading', { name: 'The ledger balances' })).toBeTruthy();
    expect(screen.getByText('42 ms')).toBeTruthy();
    expect(screen.getByText('1204')).toBeTruthy();
    expect(screen.getByText('2611')).toBeTruthy();
    expect(within(await rowWith('USDT')).getByText('Sums to zero')).toBeTruthy();
    expect(within(await rowWith('USD')).getByText('Sums to zero')).toBeTruthy();
  });

  it('raises an alert naming each finding, even a currency off zero that the server marked ok', async () => {
    const failing: LedgerCheckView = {
      ...BALANCED,
      ok: true,
      currencies: [
        { currency: 'USD', sum: '0.01', ok: true },
        { currency: 'USDT', sum: '0.000000', ok: true },
      ],
      driftedAccountIds: [7, 9],
    };
    await renderAdmin('/money/check', { api: checks(failing), viewport: 'desktop' });
    const alert = await screen.findByRole('alert', undefined, FIRST);
    expect(within(alert).getByRole('heading', { name: 'The ledger does not balance' })).toBeTruthy();
    const findings = within(alert)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(findings).toEqual([
      'USD sums to 0.01 instead of 0',
      'Accounts whose cached balance differs from their postings: #7, #9',
    ]);
    expect(within(await rowWith('USD')).getByText('Does not sum to zero')).toBeTruthy();
  });

  it('asks the server again on "Run the check again" and shows what it finds now', async () => {
    const overdrawn = { ...BALANCED, ok: false, overdrawnAccountIds: [3] };
    const { user, api } = await renderAdmin('/money/check', { api: checks(BALANCED, overdrawn), viewport: 'desktop' });
    await screen.findByRole('heading', { name: 'The ledger balances' }, FIRST);
    await user.click(screen.getByRole('button', { name: 'Run the check again' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('User accounts below zero available: #3')).toBeTruthy();
    expect(api.callsTo(moneyAdminApi.check)).toHaveLength(2);
  });

  it('tells an operator without a money role so, and asks the server nothing', async () => {
    const { api } = await renderAdmin('/money/check', { operator: operatorWith(['support']), viewport: 'desktop' });
    expect(await screen.findByText('Only admins and reviewers can see money records.', undefined, FIRST)).toBeTruthy();
    expect(api.callsTo(moneyAdminApi.check)).toHaveLength(0);
  });
});
