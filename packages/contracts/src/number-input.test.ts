// Money and quantities accept a plain decimal string or a finite JSON number, nothing looser: "1e3" became 1000 and
// " 1" became 1 on money-moving requests. One table, run through the shared helper and the fields that move money.
import { describe, expect, it } from 'vitest';
import { ipoSubscribeBody } from './ipo.ts';
import { miningTopUpBody } from './mining.ts';
import { chainPaymentBody, transferBody } from './money-api.ts';
import { withdrawalBody } from './money-payouts.ts';
import { numberInput } from './number-input.ts';
import { placeOrderBody } from './trading-api.ts';
import { z } from './zod.ts';

/** Forms a lenient parser reads as a number, and none of which is a plain decimal. */
const LOOSE = [
  '1e3',
  '1E3',
  ' 1',
  '1 ',
  '\t1',
  '0x10',
  '0b1',
  'Infinity',
  '-Infinity',
  'NaN',
  '1,000',
  '',
  '+1',
  '.5',
  '1.',
  '１',
];

describe('numberInput', () => {
  const whole = numberInput(z.number({ error: 'Enter a quantity' }).int({ message: 'Whole lots only' }).min(1));
  const signed = numberInput(z.number({ error: 'Enter a number' }), { signed: true });

  it.each([
    ['12', 12],
    ['007', 7],
    ['3.0', 3],
    [12, 12],
    [1e3, 1000],
  ])('accepts %j as %d', (input, value) => {
    expect(whole.parse(input)).toBe(value);
  });

  it.each(LOOSE)('refuses %j with the field’s own message', (input) => {
    const result = whole.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Enter a quantity');
  });

  it.each([null, true, [], {}, Number.POSITIVE_INFINITY, Number.NaN])('refuses %j', (input) => {
    expect(whole.safeParse(input).success).toBe(false);
  });

  it('keeps the value checks of the number it wraps', () => {
    expect(whole.safeParse('1.5').error?.issues[0]?.message).toBe('Whole lots only');
    expect(whole.safeParse(0).success).toBe(false);
  });

  it('takes a leading minus only where negatives are meant', () => {
    expect(signed.parse('-1.25')).toBe(-1.25);
    expect(whole.safeParse('-1').success).toBe(false);
    for (const input of ['- 1', '--1', '-', '-1e3']) expect(signed.safeParse(input).success, input).toBe(false);
  });
});

describe('the fields that move money', () => {
  const fieldOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) => [
    ...new Set(result.error?.issues.map((issue) => issue.path.join('.'))),
  ];

  const quantities = {
    'an IPO subscription': (quantity: unknown) => ipoSubscribeBody.safeParse({ quantity }),
    'an order': (quantity: unknown) =>
      placeOrderBody.safeParse({ symbol: 'AAPL', type: 'market', side: 'buy', quantity, leverage: 1 }),
  };
  const amounts = {
    'a transfer': (amount: unknown) =>
      transferBody.safeParse({ from: 'funding', to: 'trading', currency: 'USD', amount }),
    'a withdrawal': (amount: unknown) =>
      withdrawalBody.safeParse({ method: 'bank', cardId: 1, currency: 'USD', amount, tradePassword: '123456' }),
    'a chain payment': (amount: unknown) => chainPaymentBody.safeParse({ currency: 'USDT', network: 'TRC20', amount }),
    'an energy top-up': (amount: unknown) => miningTopUpBody.safeParse({ amount }),
  };

  it.each(Object.entries(quantities))('%s takes a plain quantity and refuses every loose form', (_, parse) => {
    expect(parse('100').success).toBe(true);
    expect(parse(100).success).toBe(true);
    for (const input of LOOSE) expect(fieldOf(parse(input)), JSON.stringify(input)).toEqual(['quantity']);
  });

  it.each(Object.entries(amounts))('%s takes a plain amount and refuses every loose form', (_, parse) => {
    expect(parse('100').success).toBe(true);
    expect(parse('100.5').success).toBe(true);
    for (const input of [...LOOSE, '-1', 'abc']) {
      expect(fieldOf(parse(input)), JSON.stringify(input)).toEqual(['amount']);
    }
  });
});
