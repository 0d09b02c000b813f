import { describe, expect, it } from 'vitest';
import { messageWords } from '../i18n/inbox-words.ts';
import { groupAmountsInText, ungroupedAmounts } from './amounts-in-text.ts';
import { displayAmount, formatMoney, formatPrice } from './format-money.ts';

describe('formatMoney', () => {
  it('groups, pads fiat to its cents and drops crypto trailing zeros', () => {
    expect(formatMoney('1890', 'USD')).toBe('1,890.00 USD');
    expect(formatMoney('1234567.5', 'EUR')).toBe('1,234,567.50 EUR');
    expect(formatMoney('0.1', 'BTC')).toBe('0.10 BTC');
    expect(formatMoney('0.12345678', 'BTC')).toBe('0.12345678 BTC');
  });

  it('keeps the decimals of a currency the ledger does not hold', () => {
    expect(formatMoney('1000', 'JPY')).toBe('1,000 JPY');
    expect(formatMoney('12000.5', 'CNY')).toBe('12,000.5 CNY');
  });

  it('shows nothing without an amount, and the bare amount without a currency', () => {
    expect(formatMoney(null, 'USD')).toBe('');
    expect(formatMoney('', 'USD')).toBe('');
    expect(formatMoney('420.00', null)).toBe('420.00');
  });
});

describe('one money formatter, grouped and exact', () => {
  it('groups thousands at every size, never rounding', () => {
    expect(formatMoney('15800', 'USD')).toBe('15,800.00 USD');
    expect(formatMoney('1234567890123456.78', 'USD')).toBe('1,234,567,890,123,456.78 USD');
    expect(formatMoney('999.99', 'USD')).toBe('999.99 USD');
  });

  it('keeps the sign of a negative amount, and no sign on a zero', () => {
    expect(formatMoney('-15800.5', 'EUR')).toBe('-15,800.50 EUR');
    expect(formatMoney('-0.00', 'USD')).toBe('0.00 USD');
    expect(displayAmount('-1234.000000', 'USDT')).toBe('-1,234.00');
  });

  it('keeps every significant decimal of a coin, and the places a currency is kept in', () => {
    expect(formatMoney('12345.12345678', 'BTC')).toBe('12,345.12345678 BTC');
    expect(formatMoney('1000.123456', 'USDT')).toBe('1,000.123456 USDT');
    expect(formatMoney('1000.10', 'USD')).toBe('1,000.10 USD');
  });

  it('writes prices grouped with the decimals they were quoted in', () => {
    expect(formatPrice('15800.25', 'USD')).toBe('15,800.25 USD');
    expect(formatPrice('1.08412', 'USD')).toBe('1.08412 USD');
    expect(formatPrice(null, 'USD')).toBe('');
  });

  it('reads the same in a Chinese sentence: grouped by thousands with commas, as Chinese finance apps write it', () => {
    const words = messageWords(
      { kind: 'follow.settled', params: { institution: 'A', amount: '15800', returnPercent: '1.2', value: '15989.6' } },
      'zh',
    );
    expect(words.body).toContain('（15,800.00 USD）');
    expect(words.body).toContain('15,989.60 USD 已回到交易账户');
  });
});

describe('amounts inside a recorded sentence', () => {
  it('finds and groups an amount written before its currency code, and leaves other numbers alone', () => {
    const memo = 'Loan #12 (Personal): 15800.00 USD paid out over 12 months at 12% APR; 0.5 BTC; year 2026';
    expect(ungroupedAmounts(memo)).toEqual(['15800.00']);
    expect(groupAmountsInText(memo)).toBe(
      'Loan #12 (Personal): 15,800.00 USD paid out over 12 months at 12% APR; 0.5 BTC; year 2026',
    );
    expect(ungroupedAmounts('-12000 USDT and 1,200.00 USD')).toEqual(['-12000']);
    expect(ungroupedAmounts(formatMoney('1234567.5', 'USD'))).toEqual([]);
  });
});
