import { formatMessage, MESSAGES, type MessageKey } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { closeFigures, shareOf } from './close-figures.ts';
import { initialTicket, quantityError, ticketErrors } from './ticket-values.ts';

const say = (language: 'en' | 'zh') => (key: MessageKey, params?: Record<string, string | number>) =>
  formatMessage(MESSAGES[key][language], params);

describe('the ticket says why a quantity or a price is refused', () => {
  it('a fractional quantity names the lot size, in English and in Chinese', () => {
    expect(quantityError('1.5', 1, say('en'))).toBe('Quantity must be a whole number of lots (lot size 1)');
    expect(quantityError('1.5', 1, say('zh'))).toBe('数量必须是整手（每手 1）');
    expect(quantityError('150', 100, say('en'))).toBe('Quantity must be a whole number of lots (lot size 100)');
    expect(quantityError('0.5', 1, say('en'))).toBe('Quantity must be a whole number of lots (lot size 1)');
  });

  it('an empty or zero quantity asks for one; a whole number of lots passes', () => {
    expect(quantityError('', 1, say('en'))).toBe('Please add quantity');
    expect(quantityError('0', 1, say('en'))).toBe('Please add quantity');
    expect(quantityError('200', 100, say('en'))).toBeNull();
  });

  it('an empty limit price says "Enter a limit price" on the price field', () => {
    const values = { ...initialTicket('buy'), type: 'limit' as const, quantity: '1.5' };
    expect(ticketErrors(values, { lotSize: 1, tickSize: '0.01' }, say('en'), 'x')).toEqual({
      quantity: 'Quantity must be a whole number of lots (lot size 1)',
      price: 'Enter a limit price',
    });
    expect(ticketErrors(values, { lotSize: 1, tickSize: '0.01' }, say('zh'), 'x').price).toBe('请输入限价');
  });
});

describe('the close dialog', () => {
  it('offers 25, 50, 75 and 100 % in whole lots, rounded down', () => {
    expect([25, 50, 75, 100].map((p) => shareOf(10, 1, p))).toEqual([2, 5, 7, 10]);
    expect([25, 50, 75, 100].map((p) => shareOf(300, 100, p))).toEqual([0, 100, 200, 300]);
  });

  it('nets the closing fee (the server’s fee computation) off the P/L of the part', () => {
    const long = {
      side: 'buy' as const,
      openPrice: '100.00',
      multiplier: 1,
      feeRate: '0.001',
      currency: 'USD' as const,
    };
    // 5 at 110.00: P/L 50.00; fee 550.00 × 0.1 % = 0.55; net 49.45.
    expect(closeFigures(long, '110.00', 5)).toEqual({ pnl: '50.00', fee: '0.55', net: '49.45' });
    // 15 at 99.98: P/L −0.30; fee 1,499.70 × 0.1 % = 1.4997 → 1.50; net −1.80.
    expect(closeFigures(long, '99.98', 15)).toEqual({ pnl: '-0.30', fee: '1.50', net: '-1.80' });
  });
});
