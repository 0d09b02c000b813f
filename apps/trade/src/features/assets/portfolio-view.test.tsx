// The assets overview as it renders (server-side, no DOM): the estimated total and today's P/L with what they rest on,
// in English and Chinese.
import type { HoldingView } from '@platform/contracts';
import { markupWords } from '@platform/ui';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { type Language, renderMarkup } from '../../testing/static-markup.tsx';
import { type PortfolioFigures, PortfolioView } from './portfolio-card.tsx';

// The trade app's modules read local storage as they load (the session, the language): a stand-in, before any import.
await vi.hoisted(async () => (await import('@platform/ui')).installMemoryStorage());

const holdings: HoldingView[] = [
  { line: 'funding', currency: 'USD', amount: '1000.00' },
  { line: 'funding', currency: 'EUR', amount: '500.00' },
  { line: 'funding', currency: 'ETH', amount: '2.5' },
  { line: 'trading', currency: 'USDT', amount: '1234.5' },
];
const figures: PortfolioFigures = {
  holdings,
  display: 'USD',
  eurUsd: '1.08000',
  floatingPnl: { USD: '10.00' },
  today: { USD: '-3.25', EUR: '1.00' },
};

const render = (language: Language, over: Partial<PortfolioFigures> = {}) =>
  renderMarkup(language, <PortfolioView {...figures} {...over} />);

afterAll(() => i18n.changeLanguage('en'));

describe('PortfolioView', () => {
  it('shows the total as an estimate with its quote, stablecoins at par and what it leaves out', async () => {
    const html = await render('en');
    // 1000 + 500 × 1.08 + 1234.5 + 10
    expect(html).toContain('data-amount="2784.50"');
    const words = markupWords(html);
    expect(words).toContain('Total assets (estimate) ≈ 2,784.50 USD');
    // −3.25 USD + 1.00 EUR × 1.08
    expect(words).toContain('Today&#x27;s P/L ≈ -2.17 USD');
    expect(words).toContain('Estimated at the simulated EUR/USD quote 1.08000.');
    expect(words).toContain('USDT and USDC are counted at 1 USD.');
    expect(words).toContain('Not included (no simulated quote): ETH.');
  });

  it('says the same in Chinese, and today’s P/L is not known when a part is missing', async () => {
    const words = markupWords(await render('zh', { display: 'EUR', today: { USD: null } }));
    expect(words).toContain('总资产（估算） ≈ 2,578.24 EUR');
    expect(words).toContain('今日盈亏 暂无法计算');
    expect(words).toContain('按模拟 EUR/USD 报价 1.08000 估算。');
    expect(words).toContain('未计入（无模拟报价）：ETH。');
  });

  it('counts the IPO margin paid until the listing and the loans owed, each on its own line', async () => {
    // 20,000 deposited; 11,005 paid at allotment (11,000 margin in escrow, the 5 fee spent); 1,000 borrowed (990 paid out).
    const over: Partial<PortfolioFigures> = {
      holdings: [
        { line: 'funding', currency: 'USD', amount: '990.00' },
        { line: 'trading', currency: 'USD', amount: '8995.00' },
        { line: 'ipoEscrow', currency: 'USD', amount: '11000.00' },
        { line: 'loansOwed', currency: 'USD', amount: '-1000.00' },
      ],
      floatingPnl: { USD: '500.00' },
      today: { USD: '0.00' },
    };
    const html = await render('en', over);
    expect(html).toContain('data-amount="20485.00"');
    const words = markupWords(html);
    expect(words).toContain('Total assets (estimate) ≈ 20,485.00 USD');
    expect(words).toContain('IPO shares paid, until listing 11,000.00 USD');
    expect(words).toContain('Floating P/L of open positions 500.00 USD');
    expect(words).toContain('Loans owed (principal) -1,000.00 USD');
    const zh = markupWords(await render('zh', over));
    expect(zh).toContain('已缴款新股（待上市） 11,000.00 USD');
    expect(zh).toContain('未还贷款（本金） -1,000.00 USD');
  });
});
