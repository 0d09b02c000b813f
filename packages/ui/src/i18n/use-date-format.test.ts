import { describe, expect, it } from 'vitest';
import { LOCALES } from './locale.ts';
import { dateFormats } from './use-date-format.ts';

const AT = '2026-11-23T10:59:07Z';
const en = dateFormats(LOCALES.en.intl, { timeZone: 'UTC' });
const zh = dateFormats(LOCALES.zh.intl, { timeZone: 'UTC' });

describe('dateFormats', () => {
  it('writes one date and time format in English', () => {
    expect(en.date(AT)).toBe('23 Nov 2026');
    expect(en.dateTime(AT)).toBe('23 Nov 2026, 10:59');
    expect(en.time(AT)).toBe('10:59');
    expect(en.shortDate(AT)).toBe('23 Nov');
    expect(en.month(AT)).toBe('Nov');
    expect(en.year(AT)).toBe('2026');
  });

  it('writes one date and time format in Chinese', () => {
    expect(zh.date(AT)).toBe('2026年11月23日');
    expect(zh.dateTime(AT)).toBe('2026年11月23日 10:59');
    expect(zh.time(AT)).toBe('10:59');
    expect(zh.shortDate(AT)).toBe('11月23日');
    expect(zh.month(AT)).toBe('11月');
    expect(zh.year(AT)).toBe('2026年');
  });

  it('uses a 24-hour clock, seconds when asked, and takes epoch milliseconds', () => {
    const seconds = dateFormats(LOCALES.en.intl, { seconds: true, timeZone: 'UTC' });
    expect(en.time('2026-11-23T00:05:00Z')).toBe('00:05');
    expect(en.dateTime('2026-11-23T23:05:00Z')).toBe('23 Nov 2026, 23:05');
    expect(seconds.dateTime(AT)).toBe('23 Nov 2026, 10:59:07');
    expect(seconds.time(Date.parse(AT))).toBe('10:59:07');
  });

  it('passes nothing through as null', () => {
    expect(en.date(null)).toBeNull();
    expect(en.dateTime(undefined)).toBeNull();
    expect(en.time('')).toBeNull();
  });
});
