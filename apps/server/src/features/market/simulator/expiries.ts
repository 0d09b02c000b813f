// Futures contract months and their last trading dates, computed from a date so the catalogue never goes stale.
// The rules follow the exchanges' published ones, with weekdays standing in for business days (no holidays).
import { addDays, isoDate, weekday } from './calendar.ts';

export const MONTH_CODES = 'FGHJKMNQUVXZ';

export type LastTradingRule =
  /** Equity index futures: the third Friday of the contract month. */
  | 'third-friday'
  /** WTI crude: 3 business days before the 25th of the prior month (before the business day preceding it if the 25th is not one). */
  | 'crude'
  /** Natural gas: 3 business days before the first day of the contract month. */
  | 'natural-gas'
  /** RBOB gasoline: the last business day of the prior month. */
  | 'prior-month-end'
  /** COMEX metals: the third-last business day of the contract month. */
  | 'third-last-business'
  /** CBOT grains: the business day before the 15th of the contract month. */
  | 'before-15th';

export interface ContractMonth {
  /** Root + month code + two-digit year, e.g. ESM26. */
  symbol: string;
  contractMonth: string;
  lastTradingDate: string;
  expiry: string;
}

const isBusinessDay = (dateMs: number) => weekday(dateMs) !== 0 && weekday(dateMs) !== 6;

function businessDaysBefore(dateMs: number, count: number): number {
  let date = dateMs;
  for (let left = count; left > 0; ) {
    date = addDays(date, -1);
    if (isBusinessDay(date)) left -= 1;
  }
  return date;
}

function lastBusinessDayOfMonth(year: number, month: number): number {
  let date = Date.UTC(year, month + 1, 0);
  while (!isBusinessDay(date)) date = addDays(date, -1);
  return date;
}

function lastTradingDay(rule: LastTradingRule, year: number, month: number): number {
  switch (rule) {
    case 'third-friday': {
      const first = Date.UTC(year, month, 1);
      return addDays(first, ((5 - weekday(first) + 7) % 7) + 14);
    }
    case 'crude': {
      let anchor = Date.UTC(year, month - 1, 25);
      while (!isBusinessDay(anchor)) anchor = addDays(anchor, -1);
      return businessDaysBefore(anchor, 3);
    }
    case 'natural-gas':
      return businessDaysBefore(Date.UTC(year, month, 1), 3);
    case 'prior-month-end':
      return lastBusinessDayOfMonth(year, month - 1);
    case 'third-last-business':
      return businessDaysBefore(addDays(lastBusinessDayOfMonth(year, month), 1), 3);
    case 'before-15th':
      return businessDaysBefore(Date.UTC(year, month, 15), 1);
  }
}

/**
 * The next `count` contracts of a root still trading on `asOfDate` (a UTC-midnight date): listed months are the
 * month codes in `months`. Cash-settled contracts expire on their last trading date; physically settled ones at
 * the end of their delivery month.
 */
export function nextContracts(
  root: string,
  months: string,
  rule: LastTradingRule,
  settlement: 'cash' | 'physical',
  asOfDate: number,
  count = 2,
): ContractMonth[] {
  const contracts: ContractMonth[] = [];
  const start = new Date(asOfDate);
  for (let ahead = 0; contracts.length < count && ahead < 36; ahead++) {
    const year = start.getUTCFullYear() + Math.floor((start.getUTCMonth() + ahead) / 12);
    const month = (start.getUTCMonth() + ahead) % 12;
    const code = MONTH_CODES[month] ?? '';
    if (!months.includes(code)) continue;
    const lastTrading = lastTradingDay(rule, year, month);
    if (lastTrading < asOfDate) continue;
    contracts.push({
      symbol: `${root}${code}${String(year % 100).padStart(2, '0')}`,
      contractMonth: `${year}-${String(month + 1).padStart(2, '0')}`,
      lastTradingDate: isoDate(lastTrading),
      expiry: isoDate(settlement === 'cash' ? lastTrading : lastBusinessDayOfMonth(year, month)),
    });
  }
  return contracts;
}
