import { dateFormats, LOCALES } from '@platform/ui';
import { TickMarkType, type Time, type UTCTimestamp } from 'lightweight-charts';
import { describe, expect, it } from 'vitest';
import { chartTimeFormat } from './chart-time.ts';

const at = (Date.UTC(2026, 10, 23, 9, 30) / 1000) as UTCTimestamp;

describe('chartTimeFormat', () => {
  it('labels the axis and the crosshair in the app’s date format, in each language', () => {
    const en = chartTimeFormat(dateFormats(LOCALES.en.intl, { timeZone: 'UTC' }), false);
    const zh = chartTimeFormat(dateFormats(LOCALES.zh.intl, { timeZone: 'UTC' }), false);
    expect(en.timeFormatter(at)).toBe('23 Nov 2026, 09:30');
    expect(zh.timeFormatter(at)).toBe('2026年11月23日 09:30');
    expect(en.tickMarkFormatter(at, TickMarkType.Time)).toBe('09:30');
    expect(en.tickMarkFormatter(at, TickMarkType.DayOfMonth)).toBe('23 Nov');
    expect(zh.tickMarkFormatter(at, TickMarkType.DayOfMonth)).toBe('11月23日');
    expect(en.tickMarkFormatter(at, TickMarkType.Month)).toBe('Nov');
    expect(zh.tickMarkFormatter(at, TickMarkType.Year)).toBe('2026年');
  });

  it('shows daily bars by their date alone', () => {
    const daily = chartTimeFormat(dateFormats(LOCALES.en.intl, { timeZone: 'UTC' }), true);
    expect(daily.timeFormatter({ year: 2026, month: 11, day: 23 } as Time)).toBe('23 Nov 2026');
    expect(daily.timeFormatter(at)).toBe('23 Nov 2026');
  });
});
