import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money.ts';

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
