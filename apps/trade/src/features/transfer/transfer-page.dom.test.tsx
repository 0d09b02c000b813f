// The transfer between the funding and trading accounts in a DOM: more than is available is refused on the field before
// anything is sent; a transfer is sent as typed, said done, and the balances beside the form follow; a second press
// right after shows only that attempt's message, not the stale success. The ledger's arithmetic is the server's
// (apps/server/src/features/money/transfers.test.ts).
import { type AssetsView, moneyApi } from '@platform/contracts';
import { fieldError, handle } from '@platform/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTrade } from '../../testing/render-trade.tsx';

function ledger() {
  let funding = 250;
  let trading = 0;
  const six = (n: number) => n.toFixed(6);
  const assets = (): AssetsView => ({
    balances: [
      { account: 'funding', currency: 'USDT', available: six(funding), frozen: six(0), total: six(funding) },
      { account: 'trading', currency: 'USDT', available: six(trading), frozen: six(0), total: six(trading) },
    ],
    holdings: [],
  });
  return [
    handle(moneyApi.assets, assets),
    handle(moneyApi.createTransfer, ({ body }) => {
      funding -= Number(body.amount);
      trading += Number(body.amount);
      return {
        id: 1,
        entryId: 1,
        from: body.from,
        to: body.to,
        currency: body.currency,
        amount: six(Number(body.amount)),
        createdAt: '2026-03-02T15:30:00.000Z',
        balances: assets().balances,
      };
    }),
  ];
}

describe('the transfer form', () => {
  it('refuses more than is available, then moves the amount and shows both balances after it', async () => {
    const { user, api } = await renderTrade('/assets/transfer', { api: ledger() });
    expect((await screen.findByRole<HTMLInputElement>('radio', { name: 'Funding → Trading' })).checked).toBe(true);
    await user.selectOptions(screen.getByLabelText('Currency'), 'USDT');
    await waitFor(() => expect(screen.getByTestId('transfer-available-funding').textContent).toBe('250.00 USDT'));
    const amount = screen.getByLabelText<HTMLInputElement>(/^Amount/);
    const submit = screen.getByRole('button', { name: 'Transfer' });

    await user.type(amount, '1000');
    await user.click(submit);
    expect(fieldError(amount)).toBe('Insufficient available balance');
    expect(api.callsTo(moneyApi.createTransfer)).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '100');
    await user.click(submit);
    const done = await screen.findByText('Transfer completed');
    expect(api.callsTo(moneyApi.createTransfer).map((call) => call.body)).toEqual([
      { from: 'funding', to: 'trading', currency: 'USDT', amount: '100' },
    ]);
    expect(amount.value).toBe('');
    await waitFor(() => expect(screen.getByTestId('transfer-available-funding').textContent).toBe('150.00 USDT'));
    expect(screen.getByTestId('transfer-available-trading').textContent).toBe('100.00 USDT');

    // Pressed again at once from the keyboard, empty, while the pointer rests on the success (which holds it open):
    // the field's message alone, the success taken down.
    await user.hover(done);
    submit.focus();
    await user.keyboard('{Enter}');
    expect(fieldError(amount)).toBe('Please enter the correct amount');
    await waitFor(() => expect(screen.queryByText('Transfer completed')).toBeNull());
    expect(api.callsTo(moneyApi.createTransfer)).toHaveLength(1);
  });
});
