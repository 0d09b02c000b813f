// The order ticket in a DOM: what it refuses before anything is sent (each message under its own field), how Half and
// Full size an order from the free margin (and are off when it covers no lot), and a valid order confirmed with its
// figures and placed once. The browser journey (e2e/trade/trading.spec.ts) walks the same ticket against the server.
import { marketApi, type PlaceOrderBody, type PositionView, tradingApi, type z } from '@platform/contracts';
import { fieldError, handle } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LISTING, openPosition, quoteAt, SYMBOL, ticketFor, tradingAccount } from '../../testing/fixtures.ts';
import { renderTrade } from '../../testing/render-trade.tsx';

/** The server filling a market order at the fixture's ask. */
function filled(body: z.output<typeof tradingApi.placeOrder.body>) {
  const position: PositionView = openPosition({ quantity: body.quantity, openPrice: '100.51', margin: '502.55' });
  return {
    order: {
      id: 40,
      symbol: body.symbol,
      name: position.name,
      currency: 'USD' as const,
      type: body.type,
      side: body.side,
      timeInForce: body.timeInForce,
      quantity: body.quantity,
      leverage: body.leverage,
      feeRate: position.feeRate,
      limitPrice: null,
      stopLoss: null,
      takeProfit: null,
      status: 'filled' as const,
      origin: 'ticket' as const,
      reason: null,
      heldAmount: '0.00',
      fillPrice: '100.51',
      amount: '502.55',
      margin: '502.55',
      fee: '0.51',
      positionId: position.id,
      createdAt: '2026-03-02T15:30:00.000Z',
      filledAt: '2026-03-02T15:30:00.000Z',
      endedAt: null,
      expiresAt: null,
    },
    position,
  };
}

function ticketScreen({ freeMargin = '10000.00' } = {}) {
  return [
    handle(marketApi.instrument, LISTING),
    handle(tradingApi.ticket, ({ query }) => ticketFor(query, { freeMargin })),
    handle(tradingApi.account, { accounts: [tradingAccount(freeMargin)] }),
    handle(tradingApi.positions, { rows: [], total: 0 }),
    handle(tradingApi.placeOrder, ({ body }) => filled(body)),
  ];
}

// Fields by their label (what a reader hears too), buttons by role and name.
const quantityField = () => screen.findByLabelText<HTMLInputElement>('Quantity');
const submit = () => screen.findByRole('button', { name: `Buy ${SYMBOL}` });

describe('the order ticket', () => {
  it('refuses a missing or fractional quantity under the field, and sends no order', async () => {
    const { user, api } = await renderTrade(`/trade/${SYMBOL}?side=buy`, { api: ticketScreen() });
    await user.click(await submit());
    const quantity = await quantityField();
    expect(fieldError(quantity)).toBe('Please add quantity');
    expect(quantity.getAttribute('aria-invalid')).toBe('true');

    await user.type(quantity, '1.5');
    await user.click(await submit());
    expect(fieldError(quantity)).toBe('Quantity must be a whole number of lots (lot size 1)');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo(tradingApi.placeOrder)).toEqual([]);
  });

  it('asks a limit order for a price in whole ticks', async () => {
    const { user } = await renderTrade(`/trade/${SYMBOL}?side=buy`, { api: ticketScreen() });
    await user.click(await screen.findByRole('radio', { name: 'Limit' }));
    const price = screen.getByLabelText('Limit price');
    const quantity = await quantityField();
    await user.type(quantity, '10');
    await user.click(await submit());
    expect(fieldError(price)).toBe('Enter a limit price');
    expect(fieldError(quantity)).toBeNull();

    await user.type(price, '100.005');
    await user.click(await submit());
    expect(fieldError(price)).toBe('The price must be a whole number of ticks');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sizes the order with Half position from the free margin', async () => {
    const { user } = await renderTrade(`/trade/${SYMBOL}?side=buy`, { api: ticketScreen() });
    const half = await screen.findByRole<HTMLButtonElement>('button', { name: 'Half position' });
    // Off until the figures are those of the inputs shown (the leverage is filled in as they first come).
    await waitFor(() => expect(half.disabled).toBe(false));
    // 10,000.00 at the ask (100.51) with its 0.1 % fee covers 99 shares: half is 49.
    await user.click(half);
    expect((await quantityField()).value).toBe('49');
    // The figures are asked again for 49 (after the inputs settle): 4,924.99 margin at 1× and a 4.93 fee.
    const figures = screen.getByTestId('ticket-figures');
    await waitFor(() => expect(within(figures).getByTestId('figure-total').textContent).toBe('4,929.92 USD'));
    expect(figures.getAttribute('aria-busy')).toBe('false');
  });

  it('turns Half and Full off, and says why, when the free margin covers no lot', async () => {
    await renderTrade(`/trade/${SYMBOL}?side=buy`, { api: ticketScreen({ freeMargin: '50.00' }) });
    // Once the figures are current they say no lot fits, and both stay off.
    expect(await screen.findByText('Your free margin does not cover one lot at this price and leverage.')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Half position' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Full position' }).disabled).toBe(true);
  });

  it('confirms a valid order with its figures and places it once, double-clicked', async () => {
    // The server holds its answer until both clicks are in, as a slow network would.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const { user, api } = await renderTrade(`/trade/${SYMBOL}?side=buy`, {
      api: [
        ...ticketScreen(),
        handle(tradingApi.placeOrder, async ({ body }) => {
          await answered;
          return filled(body);
        }),
      ],
    });
    await user.type(await quantityField(), '5');
    await user.click(await submit());
    const sheet = await screen.findByRole('dialog', { name: 'Confirm your order' });
    expect(within(sheet).getByTestId('confirm-quantity').textContent).toBe('5');
    expect(within(sheet).getByTestId('confirm-total').textContent).toBe('503.06 USD');
    await user.dblClick(within(sheet).getByRole('button', { name: 'Ok' }));
    answer();

    expect(await screen.findByText('Order filled')).toBeTruthy();
    const placed: PlaceOrderBody[] = api.callsTo(tradingApi.placeOrder).map((call) => call.body);
    expect(placed).toEqual([
      { symbol: SYMBOL, type: 'market', side: 'buy', quantity: 5, leverage: 1, timeInForce: 'gtc' },
    ]);
  });

  it('says what is missing in Chinese', async () => {
    const { user } = await renderTrade(`/trade/${SYMBOL}?side=sell`, { api: ticketScreen(), language: 'zh' });
    await user.click(await screen.findByRole('button', { name: `卖出 ${SYMBOL}` }));
    expect(fieldError(screen.getByLabelText('数量'))).toBe('请添加数量');
  });
});

describe("the ticket's figures, asked as the price moves", () => {
  it('asks again when a quote is pushed, at most once a period, and not on a timer while quotes are pushed', async () => {
    const { socket, api } = await renderTrade(`/trade/${SYMBOL}?side=buy`, { api: ticketScreen() });
    await quantityField();
    await waitFor(() => expect(socket.topics()).toContain(`quote:${SYMBOL}`));
    await new Promise((resolve) => setTimeout(resolve, 600)); // the offered leverage filled in, and asked for
    const asked = api.callsTo(tradingApi.ticket).length;
    await new Promise((resolve) => setTimeout(resolve, 2_500)); // longer than a market order's period
    expect(api.callsTo(tradingApi.ticket)).toHaveLength(asked);

    socket.pushQuotes(quoteAt('100.80', { time: LISTING.quote.time + 60_000 }));
    await waitFor(() => expect(api.callsTo(tradingApi.ticket)).toHaveLength(asked + 1));
    // A second quote within the period: the figures just asked for stand.
    socket.pushQuotes(quoteAt('100.90', { time: LISTING.quote.time + 61_000 }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.callsTo(tradingApi.ticket)).toHaveLength(asked + 1);
  }, 15_000);
});
