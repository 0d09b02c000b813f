import { describe, expect, it } from 'vitest';
import { messageWords } from './inbox-words.ts';
import { dateFormats } from './use-date-format.ts';

const loan = {
  kind: 'loan.approved',
  params: {
    id: '7',
    amount: '15800.00',
    netDisbursed: '15642',
    fee: '158.00',
    instalment: '5360.12',
    firstDueDate: '2026-12-28',
  },
};

describe('inbox messages in the reader’s format', () => {
  it('groups every amount written before its currency, exactly, and writes a due day as that day', () => {
    const en = messageWords(loan, 'en', 'America/Los_Angeles').body;
    expect(en).toBe(
      'Your loan #7 of 15,800.00 USD was approved: 15,642.00 USD (after the 158.00 USD origination fee) is in your funding account. The first instalment of 5,360.12 USD is due on 28 Dec 2026.',
    );
    const zh = messageWords(loan, 'zh', 'Asia/Shanghai').body;
    expect(zh).toContain('（15,800.00 USD）');
    expect(zh).toContain('15,642.00 USD');
    expect(zh).toContain('首期 5,360.12 USD 于 2026年12月28日 到期');
  });

  it('keeps a negative sign and a coin’s places, from a currency held in another param', () => {
    const robot = {
      kind: 'robot.expired',
      params: { id: '3', name: 'Grid', positions: '2', realizedPnl: '-1234.5', currency: 'USD' },
    };
    expect(messageWords(robot, 'en').body).toContain('Its realised income was -1,234.50 USD.');
    const mined = {
      kind: 'mining.success',
      params: { id: '9', product: 'S19', hashRate: '1200', periods: '30', mined: '1234.00012345', coin: 'BTC' },
    };
    const body = messageWords(mined, 'en').body;
    expect(body).toContain('mined 1,234.00012345 BTC in all');
    // A hash rate is not money: 1200 TH/s stays as it is.
    expect(body).toContain('1200 TH/s');
  });

  it('writes a case deadline in the reader’s date and time format', () => {
    const invited = {
      kind: 'case.respondent_invited',
      params: { trackingNumber: 'MD1', answerBy: '2026-11-28T14:05:00Z' },
    };
    expect(messageWords(invited, 'en', 'UTC').body).toContain('28 Nov 2026, 14:05');
    expect(messageWords(invited, 'zh', 'UTC').body).toContain('2026年11月28日 14:05');
  });

  it('dates a message the same way: 28 Nov 2026, 14:05 / 2026年11月28日 14:05', () => {
    const at = '2026-11-28T14:05:00Z';
    expect(dateFormats('en-GB', { timeZone: 'UTC' }).dateTime(at)).toBe('28 Nov 2026, 14:05');
    expect(dateFormats('zh-CN', { timeZone: 'UTC' }).dateTime(at)).toBe('2026年11月28日 14:05');
  });
});
