// Closing a position from the trading records, in a DOM: the dialog's 25 / 50 / 75 / 100 % choices in whole lots, the
// P/L, closing fee and net proceeds of the part chosen at the live quote (as the server will work them out), what it
// refuses, and the close sent with the quantity chosen (or none, for all of it).
import { tradingApi } from '@platform/contracts';
import { fieldError, handle } from '@platform/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LISTING, openPosition, quoteAt, SYMBOL, tradingAccount } from '../../testing/fixtures.ts';
import { renderTrade } from '../../testing/render-trade.tsx';

function recordsScreen(position = openPosition()) {
  return [
    handle(tradingApi.account, { accounts: [tradingAccount('10000.00', { usedMargin: position.margin })] }),
    handle(tradingApi.positions, ({ query }) =>
      query.state === 'open' ? { rows: [position], total: 1 } : { rows: [], total: 0 },
    ),
    handle(tradingApi.closePosition, ({ params, body }) => {
      const closed = body.quantity ?? position.quantity;
      return {
        closed: { ...position, id: params.id, quantity: closed, state: 'closed' as const, realizedPnl: '9.49' },
        remaining: closed < position.quantity ? { ...position, quantity: position.quantity - closed } : null,
      };
    }),
  ];
}

async function openCloseDialog(user: { click: (element: Element) => Promise<void> }) {
  await user.click(await screen.findByRole('button', { name: `Close ${SYMBOL}` }));
  return screen.findByRole('dialog', { name: `Close ${SYMBOL}` });
}

const share = (dialog: HTMLElement, percent: number) => within(dialog).getByTestId(`close-share-${percent}`);

describe('closing a position', () => {
  it('offers 25, 50, 75 and 100 % in whole lots, with the figures of the part chosen at the live bid', async () => {
    const { user, socket } = await renderTrade('/records', { api: recordsScreen() });
    const dialog = await openCloseDialog(user);
    const quantity = within(dialog).getByLabelText<HTMLInputElement>('Quantity to close');
    // All of it by default: 10 shares, 100 % pressed.
    expect(quantity.value).toBe('10');
    expect(share(dialog, 100).getAttribute('aria-pressed')).toBe('true');
    expect(share(dialog, 25).getAttribute('aria-label')).toBe('Close 25 % (2)');

    // 50 %: 5 shares at the server's last mark (100.49): P/L 2.45, fee 0.51 (0.1 % of 502.45, rounded up), net 1.94.
    await user.click(share(dialog, 50));
    expect(quantity.value).toBe('5');
    expect(share(dialog, 50).getAttribute('aria-pressed')).toBe('true');
    expect(share(dialog, 100).getAttribute('aria-pressed')).toBe('false');
    const figures = within(dialog).getByTestId('close-figures');
    expect(within(figures).getByTestId('close-pnl').textContent).toBe('+2.45 USD');
    expect(within(figures).getByTestId('close-fee').textContent).toBe('0.51 USD');
    expect(within(figures).getByTestId('close-net').textContent).toBe('+1.94 USD');

    // The bid moves to 102.00: the same 5 shares now gain 10.00, less a 0.51 fee.
    socket.pushQuotes(quoteAt('102.01', { time: LISTING.quote.time + 60_000 }));
    expect(within(figures).getByTestId('close-pnl').textContent).toBe('+10.00 USD');
    expect(within(figures).getByTestId('close-net').textContent).toBe('+9.49 USD');
    expect(dialog.textContent).toContain('102.00 USD now');

    // 25 % of 10 is 2.5: rounded down to whole lots.
    await user.click(share(dialog, 25));
    expect(quantity.value).toBe('2');
    await user.click(share(dialog, 75));
    expect(quantity.value).toBe('7');
  });

  it('closes the part chosen, and all of it without a quantity', async () => {
    const { user, api } = await renderTrade('/records', { api: recordsScreen() });
    let dialog = await openCloseDialog(user);
    await user.click(share(dialog, 50));
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(await screen.findByText('Position closed. Realised P/L 9.49 USD.')).toBeTruthy();

    dialog = await openCloseDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await screen.findAllByText('Position closed. Realised P/L 9.49 USD.');
    expect(api.callsTo(tradingApi.closePosition).map(({ params, body }) => ({ params, body }))).toEqual([
      { params: { id: 41 }, body: { quantity: 5 } },
      { params: { id: 41 }, body: {} },
    ]);
  });

  it('refuses more than the position holds, or a part of a lot, under the field, and sends nothing', async () => {
    const { user, api } = await renderTrade('/records', { api: recordsScreen() });
    const dialog = await openCloseDialog(user);
    const quantity = within(dialog).getByLabelText('Quantity to close');
    await user.clear(quantity);
    await user.type(quantity, '11');
    expect(within(dialog).queryByTestId('close-figures')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(fieldError(quantity)).toBe('You cannot close more than the position holds');

    await user.clear(quantity);
    await user.type(quantity, '2.5');
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(fieldError(quantity)).toBe('Quantity must be a whole number of lots (lot size 1)');
    expect(api.callsTo(tradingApi.closePosition)).toEqual([]);
  });

  it('turns off a share that is less than one lot', async () => {
    // 100 shares in lots of 100: only all of it can be closed.
    const { user } = await renderTrade('/records', {
      api: recordsScreen(openPosition({ quantity: 100, lotSize: 100, margin: '10000.00' })),
    });
    const dialog = await openCloseDialog(user);
    for (const percent of [25, 50, 75]) expect(share(dialog, percent).hasAttribute('disabled')).toBe(true);
    expect(share(dialog, 100).hasAttribute('disabled')).toBe(false);
  });
});
