import { describe, expect, it } from 'vitest';
import { displayAmount, formatMoney } from '../money/format-money.ts';
import { abbreviateNumber, formatQuantity, groupDigits, isAbbreviated, trimZeros } from './number-format.ts';

describe('abbreviateNumber', () => {
  it('uses K, M, B and T in English, two decimals, rounded half away from zero', () => {
    expect(abbreviateNumber('3450000000000', 'en')).toBe('3.45T');
    expect(abbreviateNumber(7_730_000, 'en')).toBe('7.73M');
    expect(abbreviateNumber(7_725_000, 'en')).toBe('7.73M');
    expect(abbreviateNumber(7_724_999, 'en')).toBe('7.72M');
    expect(abbreviateNumber('2512345678.90', 'en')).toBe('2.51B');
    expect(abbreviateNumber(1500, 'en')).toBe('1.50K');
    expect(abbreviateNumber('-1234567', 'en')).toBe('-1.23M');
    expect(abbreviateNumber('1234567890123456789', 'en')).toBe('1,234,567.89T');
  });

  it('uses 万, 亿 and 万亿 in Chinese, as Chinese trading apps do', () => {
    expect(abbreviateNumber('3450000000000', 'zh')).toBe('3.45万亿');
    expect(abbreviateNumber(7_730_000, 'zh')).toBe('773.00万');
    expect(abbreviateNumber(123_456_789, 'zh')).toBe('1.23亿');
    expect(abbreviateNumber(12_345, 'zh')).toBe('1.23万');
    expect(abbreviateNumber(9999, 'zh')).toBe('9,999');
  });

  it('moves to the next unit when rounding reaches it', () => {
    expect(abbreviateNumber(999_995, 'en')).toBe('1.00M');
    expect(abbreviateNumber(999_994, 'en')).toBe('999.99K');
    expect(abbreviateNumber(99_999_999, 'zh')).toBe('1.00亿');
  });

  it('shows small figures whole, and says which figures it shortened', () => {
    expect(abbreviateNumber(999, 'en')).toBe('999');
    expect(abbreviateNumber('0', 'en')).toBe('0');
    expect(abbreviateNumber('12.5', 'zh')).toBe('12.5');
    expect(isAbbreviated(999, 'en')).toBe(false);
    expect(isAbbreviated(1000, 'en')).toBe(true);
    expect(isAbbreviated(1000, 'zh')).toBe(false);
  });

  it('refuses what is not a decimal rather than showing NaN', () => {
    expect(() => abbreviateNumber('1e9', 'en')).toThrow(RangeError);
  });
});

describe('trailing zeros and precision', () => {
  it('groups every decimal kept', () => {
    expect(groupDigits('1234567.50')).toBe('1,234,567.50');
    expect(groupDigits(-1234)).toBe('-1,234');
    expect(groupDigits('-0.00')).toBe('0.00');
  });

  it('drops meaningless trailing zeros, never a significant place', () => {
    expect(trimZeros('150.000000')).toBe('150');
    expect(trimZeros('0.00000000')).toBe('0');
    expect(trimZeros('0.00020000')).toBe('0.0002');
    expect(trimZeros('1.23456789')).toBe('1.23456789');
    expect(trimZeros('150.000000', 2)).toBe('150.00');
    expect(trimZeros('1234.5', 2)).toBe('1,234.50');
  });

  it('shows share quantities whole and coin quantities at their asset precision', () => {
    expect(formatQuantity(1500)).toBe('1,500');
    expect(formatQuantity('100.000000', 0)).toBe('100');
    expect(formatQuantity('0.01500000', 8)).toBe('0.015');
    expect(() => formatQuantity('0.5', 0)).toThrow(RangeError);
  });

  it('shows crypto amounts without trailing zeros and fiat in cents', () => {
    expect(displayAmount('150.000000', 'USDT')).toBe('150.00');
    expect(displayAmount('0.00000000', 'BTC')).toBe('0.00');
    expect(displayAmount('0.00020000', 'BTC')).toBe('0.0002');
    expect(displayAmount('1234.5', 'USD')).toBe('1,234.50');
    expect(formatMoney('250.000000', 'USDT')).toBe('250.00 USDT');
    expect(formatMoney('-51.000000', 'USDT')).toBe('-51.00 USDT');
  });
});
