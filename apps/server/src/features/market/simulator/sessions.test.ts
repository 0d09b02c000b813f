import type { Instrument } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { dateFromIso, isoDate, tradingDateMs, tradingDayOnOrBefore } from './calendar.ts';
import { buildCatalogue } from './catalogue.ts';
import { isOpen, sessionDay, tradingDayAt } from './sessions.ts';

const at = (iso: string) => Date.parse(iso);
const catalogue = buildCatalogue(at('2026-03-02T12:00:00Z'));
const find = (predicate: (instrument: Instrument) => boolean) => {
  const found = catalogue.find(predicate);
  if (!found) throw new Error('missing instrument');
  return found;
};
const stock = find((i) => i.symbol === 'AAPL');
const future = find((i) => i.class === 'future' && i.root === 'CL');
const forex = find((i) => i.symbol === 'EURUSD');
const london = find((i) => i.symbol === 'UKX');
const tokyo = find((i) => i.symbol === 'N225');

describe('trading calendar', () => {
  it('counts weekdays from the epoch both ways', () => {
    for (const day of [-7, -1, 0, 1, 4, 5, 1_612, 2_000]) {
      expect(tradingDayOnOrBefore(tradingDateMs(day))).toBe(day);
    }
    expect(isoDate(tradingDateMs(tradingDayOnOrBefore(dateFromIso('2026-03-07'))))).toBe('2026-03-06');
  });
});

describe('US equities, 9:30–16:00 New York time', () => {
  it('follows New York across the March DST change', () => {
    // Before 8 March 2026 New York is UTC−5, after it UTC−4.
    expect(isOpen(stock, at('2026-03-06T14:29:59Z'))).toBe(false);
    expect(isOpen(stock, at('2026-03-06T14:30:00Z'))).toBe(true);
    expect(isOpen(stock, at('2026-03-06T20:59:59Z'))).toBe(true);
    expect(isOpen(stock, at('2026-03-06T21:00:00Z'))).toBe(false);
    expect(isOpen(stock, at('2026-03-09T13:29:00Z'))).toBe(false);
    expect(isOpen(stock, at('2026-03-09T13:30:00Z'))).toBe(true);
    expect(isOpen(stock, at('2026-03-09T19:59:00Z'))).toBe(true);
    expect(isOpen(stock, at('2026-03-09T20:00:00Z'))).toBe(false);
  });

  it('follows New York back in November', () => {
    expect(isOpen(stock, at('2026-10-30T13:30:00Z'))).toBe(true);
    expect(isOpen(stock, at('2026-11-02T13:30:00Z'))).toBe(false);
    expect(isOpen(stock, at('2026-11-02T14:30:00Z'))).toBe(true);
  });

  it('is closed at weekends, where the latest session is Friday', () => {
    expect(isOpen(stock, at('2026-03-07T15:00:00Z'))).toBe(false);
    expect(isOpen(stock, at('2026-03-08T15:00:00Z'))).toBe(false);
    const day = tradingDayAt('us-equities', at('2026-03-08T15:00:00Z'), false);
    expect(sessionDay('us-equities', day, false).tradingDate).toBe('2026-03-06');
  });

  it('opens everything in the sandbox', () => {
    expect(isOpen(stock, at('2026-03-07T15:00:00Z'), { alwaysOpen: true })).toBe(true);
    expect(isOpen(stock, at('2026-03-09T03:00:00Z'), { alwaysOpen: true })).toBe(true);
  });
});

describe('futures, Sunday 18:00 to Friday 17:00 New York time with a daily hour off', () => {
  it('opens on Sunday evening for Monday’s trading date', () => {
    expect(isOpen(future, at('2026-03-01T22:59:00Z'))).toBe(false);
    expect(isOpen(future, at('2026-03-01T23:00:00Z'))).toBe(true);
    expect(sessionDay('futures', tradingDayAt('futures', at('2026-03-01T23:00:00Z'), false), false).tradingDate).toBe(
      '2026-03-02',
    );
    // After the change: 18:00 New York is 22:00 UTC.
    expect(isOpen(future, at('2026-03-08T22:00:00Z'))).toBe(true);
  });

  it('pauses 17:00–18:00 every day and stops for the weekend on Friday', () => {
    expect(isOpen(future, at('2026-03-10T20:59:00Z'))).toBe(true);
    expect(isOpen(future, at('2026-03-10T21:00:00Z'))).toBe(false);
    expect(isOpen(future, at('2026-03-10T21:59:00Z'))).toBe(false);
    expect(isOpen(future, at('2026-03-10T22:00:00Z'))).toBe(true);
    expect(isOpen(future, at('2026-03-13T20:59:00Z'))).toBe(true);
    expect(isOpen(future, at('2026-03-13T22:30:00Z'))).toBe(false);
    expect(isOpen(future, at('2026-03-14T12:00:00Z'))).toBe(false);
  });

  it('never trades after the last trading date, even in the sandbox', () => {
    const after = Date.parse(`${future.class === 'future' ? future.lastTradingDate : ''}T12:00:00Z`) + 3 * 86_400_000;
    expect(isOpen(future, after, { alwaysOpen: true })).toBe(false);
  });
});

describe('forex, 24 hours five days a week', () => {
  it('trades through 17:00 on weekdays and closes for the weekend', () => {
    expect(isOpen(forex, at('2026-03-10T21:00:00Z'))).toBe(true);
    expect(isOpen(forex, at('2026-03-10T21:30:00Z'))).toBe(true);
    expect(isOpen(forex, at('2026-03-13T20:59:00Z'))).toBe(true);
    expect(isOpen(forex, at('2026-03-13T21:00:00Z'))).toBe(false);
    expect(isOpen(forex, at('2026-03-08T20:59:00Z'))).toBe(false);
    expect(isOpen(forex, at('2026-03-08T21:00:00Z'))).toBe(true);
  });
});

describe('indices keep their home market hours', () => {
  it('London moves to BST on its own date, three weeks after New York', () => {
    expect(isOpen(london, at('2026-03-27T07:30:00Z'))).toBe(false);
    expect(isOpen(london, at('2026-03-27T08:00:00Z'))).toBe(true);
    expect(isOpen(london, at('2026-03-30T07:00:00Z'))).toBe(true);
    expect(isOpen(london, at('2026-03-30T15:30:00Z'))).toBe(false);
  });

  it('Tokyo breaks for lunch, even in the sandbox', () => {
    expect(isOpen(tokyo, at('2026-03-11T02:29:00Z'))).toBe(true);
    expect(isOpen(tokyo, at('2026-03-11T02:45:00Z'))).toBe(false);
    expect(isOpen(tokyo, at('2026-03-11T02:45:00Z'), { alwaysOpen: true })).toBe(false);
    expect(isOpen(tokyo, at('2026-03-11T03:30:00Z'))).toBe(true);
  });
});
