// The order ticket's stop orders in a DOM (issue 33 §1): a stop-limit asks for its trigger and limit under each field,
// refuses a trigger the market already reaches, and confirms in one sentence how it will trigger; a trailing stop by
// percent refuses an out-of-range trail, shows the level it would start at, and is placed with its trail.
import { marketApi, type PlaceOrderBody, tradingApi, type z } from '@platform/contracts';
import { fieldError, handle } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LISTING, limitOrder, SYMBOL, ticketFor, tradingAccount } from '../../testing/fixtures.ts';
import { renderTrade } from '../../testing/render-trade.tsx';

/** The server resting the order (a stop never fills as it is placed). */
const rested = (body: z.output<typeof tradingApi.placeOrder.body>) => ({
  order: limitOrder({
    type: body.type,
    side: body.side,
    quantity: body.quantity,
    timeInForce: body.timeInForce,
    limitPrice: body.price ?? null,
    triggerPrice: body.triggerPrice ?? null,
    trailPercent: body.trailPercent ?? null,
  }),
  position: null,
});

const ticketScreen = () => [
  handle(marketApi.instrument, LISTING),
  handle(tradingApi.ticket, ({ query }) => ticketFor(query)),
  handle(tradingApi.account, { accounts: [tradingAccount('10000.00')] }),
  handle(tradingApi.positions, { rows: [], total: 0 }),
  handle(tradingApi.placeOrder, ({ body }) => rested(body)),
];

const submit = () => screen.findByRole('button', { name: `Buy ${SYMBOL}` });

describe('stop orders on the ticket', () => {
  it('a stop-limit asks for its trigger and limit, refuses a trigger at the ask, and says how it triggers', async () => {
    const { user, api } = await renderTrade(`/trade/${SYMBOL}?side=buy`, { api: ticketScreen() });
    await user.click(await screen.findByRole('radio', { name: 'Stop-limit' }));
    await user.type(screen.getByLabelText('Quantity'), '10');
    await user.click(await submit());
    const trigger = screen.getByLabelText('Trigger price');
    const limit = screen.getByLabelText('Limit price');
    expect(fieldError(trigger)).toBe('Enter a trigger price');
    expect(fieldError(limit)).toBe('Enter a limit price');

    // The ask is 100.51: a buy stop at or under it would trigger at once.
    await user.type(trigger, '100.51');
    await user.type(limit, '101.20');
    await user.click(await submit());
    expect(fieldError(trigger)).toContain('would trigger at once');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.clear(trigger);
    await user.type(trigger, '101.00');
    await user.click(await submit());
    const sheet = await screen.findByRole('dialog', { name: 'Confirm your order' });
    expect(within(sheet).getByTestId('confirm-type').textContent).toBe('Stop-limit');
    expect(within(sheet).getByTestId('confirm-trigger').textContent).toBe('101.00 USD');
    expect(within(sheet).getByTestId('confirm-price').textContent).toBe('101.20 USD');
    // Held at the limit: 1,012.00 at 1× and a 1.02 fee.
    expect(within(sheet).getByTestId('confirm-total').textContent).toBe('1,013.02 USD');
    expect(within(sheet).getByTestId('confirm-how').textContent).toBe(
      `When the ask rises to 101.00 USD or above, it becomes an order to buy 10 ${SYMBOL} at 101.20 USD or less, and waits if the ask is above that.`,
    );
    await user.click(within(sheet).getByRole('button', { name: 'Ok' }));
    expect(await screen.findByText('Order entrusted')).toBeTruthy();
    // The result says the same of the order placed: its trigger and limit, and how it triggers.
    const result = screen.getByTestId('order-result');
    expect(within(result).getByTestId('result-trigger').textContent).toBe('101.00 USD');
    expect(within(result).getByTestId('result-price').textContent).toBe('101.20 USD');
    expect(result.textContent).toContain(
      `When the ask rises to 101.00 USD or above, it becomes an order to buy 10 ${SYMBOL} at 101.20 USD or less`,
    );
    const placed: PlaceOrderBody[] = api.callsTo(tradingApi.placeOrder).map((call) => call.body);
    expect(placed).toEqual([
      {
        symbol: SYMBOL,
        type: 'stop_limit',
        side: 'buy',
        quantity: 10,
        leverage: 1,
        price: '101.20',
        triggerPrice: '101.00',
        timeInForce: 'gtc',
      },
    ]);
  });

  it('a trailing stop by percent refuses a trail over the limit, shows its starting level, and is placed', async () => {
    const { user, api } = await renderTrade(`/trade/${SYMBOL}?side=buy`, { api: ticketScreen() });
    await user.click(await screen.findByRole('radio', { name: 'Trailing' }));
    await user.click(screen.getByRole('radio', { name: 'Percent' }));
    await user.type(screen.getByLabelText('Quantity'), '10');
    const percent = screen.getByLabelText('Trail percent');
    await user.type(percent, '60');
    await user.click(await submit());
    expect(fieldError(percent)).toBe('The trail must be above 0 % and at most 50 %, with at most two decimals');

    await user.clear(percent);
    await user.type(percent, '1.5');
    // From the ask 100.51: 102.01765, rounded down to the tick.
    await waitFor(() => expect(screen.getByTestId('ticket-trailing-level').textContent).toContain('102.01 USD'));
    await user.click(await submit());
    const sheet = await screen.findByRole('dialog', { name: 'Confirm your order' });
    expect(within(sheet).getByTestId('confirm-trail').textContent).toBe('1.5 %');
    expect(within(sheet).getByTestId('confirm-how').textContent).toBe(
      `Its trigger follows the lowest ask by 1.5 % (now 102.01 USD); when the ask rises to it, it buys 10 ${SYMBOL} at once at the market price then.`,
    );
    await user.click(within(sheet).getByRole('button', { name: 'Ok' }));
    expect(await screen.findByText('Order entrusted')).toBeTruthy();
    expect(api.callsTo(tradingApi.placeOrder).map((call) => call.body)).toEqual([
      {
        symbol: SYMBOL,
        type: 'trailing_stop',
        side: 'buy',
        quantity: 10,
        leverage: 1,
        trailPercent: '1.5',
        timeInForce: 'gtc',
      },
    ]);
  });

  it('says a trigger the market reaches is refused, in Chinese', async () => {
    const { user } = await renderTrade(`/trade/${SYMBOL}?side=buy`, { api: ticketScreen(), language: 'zh' });
    await user.click(await screen.findByRole('radio', { name: '止损' }));
    await user.type(screen.getByLabelText('数量'), '1');
    await user.type(screen.getByLabelText('触发价'), '100.00');
    await user.click(await screen.findByRole('button', { name: `买入 ${SYMBOL}` }));
    expect(fieldError(screen.getByLabelText('触发价'))).toContain('立即触发');
  });
});
