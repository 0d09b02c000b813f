// What the ticket shows where the user is looking (issue 27 §3), in a DOM: the closing fee beside the opening fee and
// both together before ordering, the margin call disclosed, and an order the server refuses shown on its field,
// brought into view and focused (the button sits far below the quantity on a phone).
import { marketApi, tradingApi } from '@platform/contracts';
import { fieldError, handle, refuse } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LISTING, limitOrder, SYMBOL, ticketFor, tradingAccount } from '../../testing/fixtures.ts';
import { renderTrade } from '../../testing/render-trade.tsx';

const MARGIN = 'Not enough available margin for this order';

function ticketScreen() {
  return [
    handle(marketApi.instrument, LISTING),
    handle(tradingApi.ticket, ({ query }) => ticketFor(query, { freeMargin: '1000.00' })),
    handle(tradingApi.account, { accounts: [tradingAccount('1000.00')] }),
    handle(tradingApi.positions, { rows: [], total: 0 }),
    handle(tradingApi.placeOrder, refuse(400, MARGIN, [{ field: 'quantity', message: MARGIN }])),
  ];
}

describe('the ticket’s disclosures', () => {
  it('shows the opening fee, the closing fee at the current bid and both together, and the margin call', async () => {
    const { user } = await renderTrade(`/trade/${SYMBOL}?side=buy`, { api: ticketScreen(), viewport: 'phone' });
    await user.type(await screen.findByLabelText('Quantity'), '8');
    const figures = screen.getByTestId('ticket-figures');
    // 8 at the ask (100.51): a 0.81 fee; closing at the bid (100.49): 0.81; 1.62 both.
    await waitFor(() => expect(within(figures).getByTestId('figure-fee').textContent).toBe('0.81 USD'));
    expect(within(figures).getByTestId('figure-closeFee').textContent).toBe('0.81 USD');
    expect(within(figures).getByTestId('figure-roundTripFee').textContent).toBe('1.62 USD');
    expect(within(figures).getByText(/^Opening fee \(0\.1 %\)$/)).toBeTruthy();
    expect(within(figures).getByTestId('close-fee-note').textContent).toContain(
      'The closing fee is estimated at the current bid',
    );
    expect(screen.getByTestId('ticket-disclosure').textContent).toMatch(/Margin call at a [\d,]+ % margin level/);
  });

  it('shows a refused order’s reason at the quantity, scrolled into view and focused', async () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    const { user } = await renderTrade(`/trade/${SYMBOL}?side=buy`, { api: ticketScreen(), viewport: 'phone' });
    const quantity = await screen.findByLabelText<HTMLInputElement>('Quantity');
    await user.type(quantity, '100');
    await waitFor(() => expect(screen.getByTestId('ticket-figures').getAttribute('aria-busy')).toBe('false'));
    await user.click(screen.getByRole('button', { name: `Buy ${SYMBOL}` }));
    // The ticket's own figures already say the free margin falls short: refused before any confirm.
    await waitFor(() => expect(fieldError(quantity)).toBe(MARGIN));
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(quantity);
    expect(scrolled.mock.contexts).toContain(quantity);
    scrolled.mockRestore();
  });

  // A long flow (four fields, the figures, a confirm): on a busy machine it outlasts the default 30 s.
  it('confirms a limit order with its price and time in force, and says it is entrusted with what it holds', {
    timeout: 60_000,
  }, async () => {
    const { user, api } = await renderTrade(`/trade/${SYMBOL}?side=buy`, {
      api: [
        ...ticketScreen(),
        handle(tradingApi.placeOrder, ({ body }) => ({
          order: limitOrder({
            side: body.side,
            timeInForce: body.timeInForce,
            quantity: body.quantity,
            leverage: body.leverage,
          }),
          position: null,
        })),
      ],
    });
    await user.click(await screen.findByRole('radio', { name: 'Limit' }));
    await user.type(screen.getByLabelText('Limit price'), '50.25');
    await user.type(await screen.findByLabelText('Quantity'), '10');
    await user.click(within(screen.getByRole('radiogroup', { name: 'Time in force' })).getByText('Day'));
    await waitFor(() => expect(screen.getByTestId('figure-price').textContent).toBe('50.25'));
    await user.click(screen.getByRole('button', { name: `Buy ${SYMBOL}` }));
    const sheet = await screen.findByRole('dialog', { name: 'Confirm your order' });
    expect(within(sheet).getByTestId('confirm-type').textContent).toBe('Limit');
    expect(within(sheet).getByTestId('confirm-price').textContent).toBe('50.25 USD');
    expect(within(sheet).getByTestId('confirm-timeInForce').textContent).toBe('Day');
    await user.click(within(sheet).getByRole('button', { name: 'Ok' }));
    const result = await screen.findByTestId('order-result');
    expect(result.textContent).toContain('Order entrusted');
    expect(within(result).getByTestId('result-held').textContent).toBe('503.01 USD');
    expect(within(result).getByRole('link', { name: 'View entrusted orders' }).getAttribute('href')).toBe(
      '/records?tab=entrusted',
    );
    expect(api.callsTo(tradingApi.placeOrder).map((call) => call.body)).toEqual([
      { symbol: SYMBOL, type: 'limit', side: 'buy', quantity: 10, leverage: 1, price: '50.25', timeInForce: 'day' },
    ]);
  });

  it('says the margin call in Chinese', async () => {
    await renderTrade(`/trade/${SYMBOL}?side=sell`, { api: ticketScreen(), language: 'zh' });
    expect(await screen.findByRole('radio', { name: '卖出（做空）' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('ticket-disclosure').textContent).toContain('追加保证金'));
  });
});
