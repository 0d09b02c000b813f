// An open position's further figures in a DOM: the P/L on margin, the cost with its fee, and the closing prices at
// which the account reaches its margin call and stop-out, each opening its working with the actual numbers; the
// stop-loss and take-profit dialog shows what closing at each level would yield. The arithmetic is proven in
// packages/contracts/src/position-figures.test.ts; this shows it reaches the screen and follows the live quote.
import { tradingApi } from '@platform/contracts';
import { handle } from '@platform/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LISTING, openPosition, quoteAt, SYMBOL, tradingAccount } from '../../testing/fixtures.ts';
import { renderTrade } from '../../testing/render-trade.tsx';

// 100 ACME long at 100.00 with 5× leverage: margin 2,000.00, opening fee 10.00; the account holds 2,500.00 and calls
// at equity 2,000.00 (margin × 1), stops out at 1,000.00 (margin × 0.5).
const POSITION = openPosition({
  quantity: 100,
  leverage: 5,
  margin: '2000.00',
  openFee: '10.00',
  markPrice: '100.49',
  floatingPnl: '49.00',
});
const ACCOUNT = tradingAccount('2500.00', {
  usedMargin: '2000.00',
  available: '500.00',
  marginCallEquity: '2000.00',
  stopOutEquity: '1000.00',
});

const holdingsScreen = () => [
  handle(tradingApi.account, { accounts: [ACCOUNT] }),
  handle(tradingApi.positions, ({ query }) =>
    query.state === 'open' ? { rows: [POSITION], total: 1 } : { rows: [], total: 0 },
  ),
];

describe('an open position’s figures', () => {
  it('show the P/L on margin, the cost with fees and the margin-call and stop-out prices, each with its working', async () => {
    const { user, socket } = await renderTrade('/records', { api: holdingsScreen() });
    const card = await screen.findByTestId(`position-${POSITION.id}`);
    // P/L 49.00 on 2,000.00 of margin.
    expect(within(card).getByTestId('pnlOnMargin').textContent).toBe('+2.45 % on margin');
    expect(within(card).getByTestId('cost').textContent).toBe('10,010.00 USD');
    // Equity 2,500.00 + 49.00 = 2,549.00: 549.00 above the call, ÷ 100 shares = 5.49 below the bid of 100.49.
    expect(within(card).getByTestId('marginCallAt').textContent).toBe('95.00');
    expect(within(card).getByTestId('stopOutAt').textContent).toBe('85.00');

    await user.click(within(card).getByRole('button', { name: 'How Est. stop-out at is worked out' }));
    const steps = await screen.findByTestId('stopOut-steps');
    expect(steps.textContent).toContain('Equity 2549.00 − stop-out equity 1000.00 = 1549.00 USD');
    expect(steps.textContent).toContain('1549.00 ÷ (100 × 1) = 15.49 (rounded up)');
    expect(steps.textContent).toContain('100.49 − 15.49 = 85.00');

    await user.click(within(card).getByRole('button', { name: 'How Cost incl. fees is worked out' }));
    const cost = await screen.findByTestId('cost-steps');
    expect(cost.textContent).toContain('100.00 × 100 × 1 = 10000.00');
    expect(cost.textContent).toContain('10000.00 + 10.00 = 10010.00 USD');

    // The bid rises to 102.00: P/L 200.00, equity 2,700.00; this position alone moves the account, so the price
    // at which it calls is where it was.
    socket.pushQuotes(quoteAt('102.01', { time: LISTING.quote.time + 60_000 }));
    expect(await within(card).findByText('+10.00 % on margin')).toBeTruthy();
    expect(within(card).getByTestId('marginCallAt').textContent).toBe('95.00');
  });

  it('and the account’s equity, free margin and margin level open their working with the same numbers', async () => {
    const { user } = await renderTrade('/records', { api: holdingsScreen() });
    const account = await screen.findByTestId('trading-account-USD');
    expect(within(account).getByTestId('account-marginLevel').textContent).toBe('127.45 %');
    await user.click(within(account).getByRole('button', { name: 'How Margin level is worked out' }));
    expect((await screen.findByTestId('account-marginLevel-steps')).textContent).toContain(
      '2549.00 ÷ 2000.00 × 100 = 127.45 %',
    );
    await user.click(within(account).getByRole('button', { name: 'How Free margin is worked out' }));
    const free = await screen.findByTestId('account-freeMargin-steps');
    expect(free.textContent).toContain('Available 500.00 = balance 2500.00 − held 2000.00');
    // A gain is not lent against: 500.00 + (0.00) = 500.00.
    expect(free.textContent).toContain('500.00 + (0.00) = 500.00 USD');
  });

  it('say "Reached now" when equity is at the margin call already', async () => {
    await renderTrade('/records', {
      api: [
        ...holdingsScreen(),
        handle(tradingApi.account, { accounts: [{ ...ACCOUNT, balance: '1900.00', status: 'margin_call' as const }] }),
      ],
    });
    const card = await screen.findByTestId(`position-${POSITION.id}`);
    expect(await within(card).findByText('Reached now')).toBeTruthy();
    // Equity 1,900.00 + 49.00 = 1,949.00: 949.00 above the stop-out, ÷ 100 = 9.49 below 100.49.
    expect(within(card).getByTestId('stopOutAt').textContent).toBe('91.00');
  });

  it('in the stops dialog, show what closing at each level would yield after the fee', async () => {
    const { user } = await renderTrade('/records', { api: holdingsScreen() });
    await user.click(await screen.findByRole('button', { name: `Stop-loss / take-profit ${SYMBOL}` }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Stop-loss'), '95');
    // (95 − 100) × 100 = −500.00; fee 0.1 % of 9,500.00 = 9.50; net −509.50.
    expect(within(dialog).getByTestId('outcome-stopLoss').textContent).toContain(
      'P/L -500.00 − closing fee 9.50 = net -509.50 USD',
    );
    await user.type(within(dialog).getByLabelText('Take-profit'), '110');
    expect(within(dialog).getByTestId('outcome-takeProfit').textContent).toContain(
      'P/L +1,000.00 − closing fee 11.00 = net +989.00 USD',
    );
  });
});
