// The institutions list as the page renders it (server-side, no DOM): terms, record, followers and the rule in words
// for each strategy, in English and Chinese.
import { describe, expect, it, vi } from 'vitest';
import { i18n, ResourceRows, staticHtml, staticWords, withPageTexts } from '../../testing/static-render.tsx';
import { institution } from './institution-fixture.ts';
import { useInstitutionList } from './institution-list.tsx';

await vi.hoisted(async () => (await import('@platform/ui')).installMemoryStorage());

const none = () => undefined;

withPageTexts();

const rows = [
  institution({ id: 1 }),
  institution({
    id: 2,
    name: 'Harbor Reversion',
    params: {
      strategy: 'mean_reversion',
      symbol: 'MSFT',
      lookbackMinutes: 60,
      entryDeviations: 2.5,
      exposurePercent: 40,
    },
    managementFeePercent: '0.00',
    profitSharePercent: '15.00',
    periods: [1],
    equity: null,
    returns: { day: null, week: null, month: null, all: null },
    maxDrawdown: null,
    trades: 0,
    active: false,
    followers: 0,
    followed: '0.00',
  }),
  institution({
    id: 3,
    name: 'Broad Index',
    params: { strategy: 'index_tracker', symbols: ['AAPL', 'MSFT', 'NVDA'], driftPercent: 5 },
  }),
];

describe('the institutions list', () => {
  it('shows each institution with its terms, record and what its followers hold', () => {
    const words = staticWords(<ResourceRows useList={() => useInstitutionList(none)} rows={rows} />);
    expect(words).toContain('Northwind Trend Active Trend follower');
    expect(words).toContain(
      'Holds AAPL with 80 % of its equity while the average price of the last 5 minutes is above that of the last 30 minutes, and holds nothing otherwise.',
    );
    expect(words).toContain('1.5 % a year 20 % of profit 7, 30, 90 days');
    expect(words).toContain('Capital 1,000,000.00 Equity 1,012,345.67');
    expect(words).toMatch(
      /Day ▲ \+0\.42 % Week ▼ -1\.25 % Month — All ▲ \+1\.23 % Max drawdown -3\.10 % Trades 1,234 Since 1 Mar 2030 12 45,600\.00 held/,
    );
    // A new, paused institution: no mark, no record, nobody following.
    expect(words).toContain('0 % a year 15 % of profit 1 day Capital 1,000,000.00 No mark yet');
    expect(words).toContain(
      'Buys MSFT with 40 % of its equity when the price falls 2.5 standard deviations below its average of the last 60 minutes, and sells when it is back at that average.',
    );
    expect(words).toContain('Harbor Reversion Paused Mean reversion');
    expect(words).toContain(
      'Holds AAPL, MSFT, NVDA in equal parts of its equity, and rebalances when a part drifts more than 5 % from its share.',
    );
    expect(words).not.toMatch(/follow\./);
  });

  it('opens each institution by its name', () => {
    const markup = staticHtml(<ResourceRows useList={() => useInstitutionList(none)} rows={rows} />);
    for (const name of ['Northwind Trend', 'Harbor Reversion', 'Broad Index']) {
      expect(markup).toContain(`aria-label="Edit ${name}"`);
    }
  });

  it('says it all in Chinese too', async () => {
    await i18n.changeLanguage('zh');
    const words = staticWords(<ResourceRows useList={() => useInstitutionList(none)} rows={rows} />);
    expect(words).toContain('趋势跟随');
    expect(words).toContain('当最近 5 分钟的平均价格高于最近 30 分钟的平均价格时，以权益的 80% 持有 AAPL，否则空仓。');
    expect(words).toContain('每年 1.5% 利润的 20%');
    expect(words).toContain('已暂停');
    expect(words).toContain('7、30、90 天');
    expect(words).toContain('以相等的权益比例持有 AAPL、MSFT、NVDA');
    expect(words).toContain('尚无估值');
    expect(words).toContain('最大回撤 -3.10 % 交易笔数 1,234');
    expect(words).toContain('冻结 45,600.00');
    expect(words).not.toMatch(/follow\./);
    await i18n.changeLanguage('en');
  });
});
