// The follow screens as they render (server-side, no DOM), in English and Chinese: an institution in the list with
// its rules in words and its record, an institution's page (equity line, fees in words, the form, recent trades), the
// preview shown before confirming (lock-up, fees, high-water mark, risks) and a follow order in each state.
import type { FollowInstitutionView, FollowPreviewView, RealInfoView } from '@platform/contracts';
import { markupWords } from '@platform/ui';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { realInfoQuery } from '../../lib/identity/api.ts';
import { expectShown } from '../../testing/expect-shown.ts';
import { renderMarkup, shownAs } from '../../testing/static-markup.tsx';
import { PreviewBody } from './confirm-follow.tsx';
import { detail, running, settled, trend, waiting } from './follow-fixture.ts';
import { FollowOrderItem } from './follow-orders.tsx';
import { InstitutionCard } from './institution-card.tsx';
import { InstitutionView } from './institution-page.tsx';

// The trade app's modules read local storage as they load (the session, the language): a stand-in, before any import.
await vi.hoisted(async () => (await import('@platform/ui')).installMemoryStorage());

const preview: FollowPreviewView = {
  amount: '1000.00',
  periodDays: 30,
  held: '1000.00',
  endsAt: '2026-12-27T04:00:00Z',
  managementFeePercent: '2.00',
  managementFee: '1.64',
  profitSharePercent: '20.00',
  highWaterMark: '1.0500',
  available: '5000.00',
};

function withIdentity(status: RealInfoView['status']) {
  const client = new QueryClient();
  client.setQueryData(realInfoQuery().queryKey, { status, submission: null });
  return client;
}

afterAll(() => i18n.changeLanguage('en'));

describe('an institution in the list', () => {
  it('shows its name, strategy, rules in words and record (returns by period, drawdown, trades, since)', async () => {
    const html = await renderMarkup('en', <InstitutionCard institution={trend} />);
    const words = markupWords(html);
    expect(words).toContain('Northwind Trend');
    expect(words).toContain('Trend following');
    expect(html).toContain('href="/follow/3"');
    expect(shownAs(html, 'follow-rules', '</p>')).toBe(
      'Holds AAPL with 50% of equity while its 20-minute average is above its 60-minute average; otherwise holds nothing.',
    );
    expect(shownAs(html, 'follow-return-day')).toBe('▲ +0.43%');
    expect(shownAs(html, 'follow-return-week')).toBe('▼ -1.20%');
    expect(shownAs(html, 'follow-return-month')).toBe('Not yet');
    expect(shownAs(html, 'follow-return-all')).toBe('▲ +3.15%');
    expect(shownAs(html, 'follow-drawdown')).toBe('-4.57%');
    expect(shownAs(html, 'follow-trades')).toBe('1,234');
    expect(shownAs(html, 'follow-since')).toBe('1 Nov 2026');
  });

  it('states the other strategies in words, in both languages', async () => {
    const meanReversion: FollowInstitutionView = {
      ...trend,
      params: {
        strategy: 'mean_reversion',
        symbol: 'MSFT',
        lookbackMinutes: 120,
        entryDeviations: 2,
        exposurePercent: 30,
      },
    };
    const index: FollowInstitutionView = {
      ...trend,
      params: { strategy: 'index_tracker', symbols: ['AAPL', 'MSFT', 'NVDA'], driftPercent: 5 },
    };
    expect(
      shownAs(await renderMarkup('en', <InstitutionCard institution={meanReversion} />), 'follow-rules', '</p>'),
    ).toBe(
      'Buys MSFT with 30% of equity when its price falls 2 standard deviations below its 120-minute average, and sells when it is back at the average.',
    );
    expect(shownAs(await renderMarkup('en', <InstitutionCard institution={index} />), 'follow-rules', '</p>')).toBe(
      'Holds AAPL, MSFT, NVDA in equal parts of equity, and rebalances when a holding drifts more than 5% from its part.',
    );
    const zh = await renderMarkup('zh', <InstitutionCard institution={trend} />);
    expect(shownAs(zh, 'follow-rules', '</p>')).toBe(
      '当 AAPL 的 20 分钟均线高于 60 分钟均线时，以 50% 的权益持有该股；否则空仓。',
    );
    expect(markupWords(zh)).toContain('趋势跟踪');
    expect(shownAs(zh, 'follow-return-month')).toBe('暂无');
    expect(shownAs(zh, 'follow-since')).toBe('2026年11月1日');
    expect(shownAs(await renderMarkup('zh', <InstitutionCard institution={index} />), 'follow-rules', '</p>')).toBe(
      '以等份权益持有 AAPL, MSFT, NVDA，某一持仓偏离其份额超过 5% 时再平衡。',
    );
  });
});

describe("an institution's page", () => {
  it('shows the equity line, the equity in short units, fees in words, the follow form and the recent trades', async () => {
    const html = await renderMarkup('en', <InstitutionView detail={detail} />, withIdentity('approved'));
    const words = markupWords(html);
    expect(html).toContain('data-testid="simulated-badge"');
    expect(html).toMatch(
      /data-testid="follow-equity-line"[^>]*data-points="3"|data-points="3"[^>]*data-testid="follow-equity-line"/,
    );
    expect(html).toContain('aria-label="Equity from 1 Nov 2026');
    expect(shownAs(html, 'follow-equity')).toBe('1.23M USD');
    expect(words).toContain(
      '2% a year of the amount, pro rata over the period: charged at settlement whatever the result.',
    );
    expect(words).toContain('20% of the profit above your high-water mark');
    expect(words).toContain('Amount (USD)');
    expect(words).toContain('From 100 to 1,000,000 USD, held from your trading account');
    expect(html).toMatch(/value="7 days"/);
    expect(words).toContain('Sell 2,500 AAPL at 190.25');
    expect(words).toContain('-1,250.50 USD');
    expect(html).not.toContain('data-testid="follow-kyc-gate"');
  });

  it('without a verified identity: the way to KYC, and Follow disabled', async () => {
    const html = await renderMarkup('en', <InstitutionView detail={detail} />, withIdentity('none'));
    expect(shownAs(html, 'follow-kyc-gate', '</a>')).toBe(
      'Following an institution needs a verified identity. Verify your identity',
    );
    expect(html).toContain('href="/kyc"');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
  });

  it('says it all in Chinese, with no fee where none is charged', async () => {
    const html = await renderMarkup(
      'zh',
      <InstitutionView detail={{ ...detail, institution: { ...trend, managementFeePercent: '0.00' } }} />,
      withIdentity('pending'),
    );
    const words = markupWords(html);
    expect(words).toContain('交易规则');
    expect(words).toContain('历史业绩');
    expect(shownAs(html, 'follow-equity')).toBe('123.46万 USD');
    expect(shownAs(html, 'follow-managementFee', '</div>')).toBe('管理费 无');
    expect(words).toContain('超过您的高水位线部分利润的 20%');
    expect(words).toContain('卖出 2,500 AAPL，价格 190.25');
    expect(words).toContain('您的身份认证正在审核中');
    expect(html).toMatch(/value="7 天"/);
    expect(words).not.toMatch(/\b(Rules|Track record|Fees|Amount|Period|Follow|Trades)\b/);
  });
});

describe('the preview before confirming', () => {
  it('shows what is held, the lock-up date, the management fee in money, the profit-share rule with the mark, and the risks', async () => {
    const html = await renderMarkup('en', <PreviewBody preview={preview} />);
    const words = markupWords(html);
    expect(shownAs(html, 'preview-lockup', '</p>')).toMatch(/^Cannot be sold until 27 Dec 2026, \d\d:\d\d\.$/);
    expectShown(html, 'preview-', {
      amount: '1,000.00 USD',
      period: '30 days',
      held: '1,000.00 USD',
      available: '5,000.00 USD',
      managementFee: '1.64 USD',
      profitShare: '20% of the profit above your high-water mark',
      highWaterMark: '1.05× the start (1× when you have not followed it before)',
    });
    expect(words).toContain('Management fee (2% a year)');
    expect(words).toContain('The result is the institution’s actual return over the period, which can be a loss');
    expect(words).toContain('Past results do not predict future ones. Nothing is guaranteed.');
    expect(words).toContain('a loss beyond it is absorbed by the house');
    expect(html).not.toContain('data-testid="preview-short"');
  });

  it('warns when the trading account does not hold the amount, in Chinese', async () => {
    const html = await renderMarkup('zh', <PreviewBody preview={{ ...preview, available: '999.99' }} />);
    const words = markupWords(html);
    expect(shownAs(html, 'preview-lockup', '</p>')).toMatch(/^2026年12月27日 \d\d:\d\d 之前不可卖出。$/);
    expect(words).toContain('您的交易账户余额不足');
    expect(words).toContain('过往业绩不代表未来表现，不作任何保证。');
    expect(words).toContain('管理费（年化 2%）');
    expect(shownAs(html, 'preview-period')).toBe('30 天');
  });
});

describe('a follow order in the records', () => {
  it('waiting confirmation: amount, period and end, no value yet', async () => {
    const html = await renderMarkup('en', <FollowOrderItem order={waiting} />);
    expect(shownAs(html, 'follow-status', '</span>')).toBe('Waiting confirmation');
    expect(shownAs(html, 'follow-amount')).toBe('1,000.00 USD');
    expect(shownAs(html, 'follow-period')).toBe('30 days');
    expect(shownAs(html, 'follow-endsAt')).toMatch(/^27 Dec 2026, \d\d:\d\d$/);
    expect(html).not.toContain('data-testid="follow-value"');
    expect(markupWords(html)).toContain('It starts at the institution’s next mark');
  });

  it('to be settled: the live value and return', async () => {
    const html = await renderMarkup('en', <FollowOrderItem order={running} />);
    expect(shownAs(html, 'follow-status', '</span>')).toBe('To be settled');
    expect(shownAs(html, 'follow-value')).toBe('1,025.00 USD');
    expect(markupWords(html)).toContain('Value now');
    expect(shownAs(html, 'follow-return')).toBe('▲ +2.50%');
    expect(html).not.toContain('data-testid="follow-grossPnl"');
  });

  it('settled: gross P/L, fees (with their parts) and the value received, in both languages', async () => {
    const html = await renderMarkup('en', <FollowOrderItem order={settled} />);
    expect(shownAs(html, 'follow-status', '</span>')).toBe('Settled');
    expect(shownAs(html, 'follow-grossPnl')).toBe('+100.00 USD');
    expect(shownAs(html, 'follow-fees')).toBe('21.64 USD');
    expect(shownAs(html, 'follow-value')).toBe('1,078.36 USD');
    expect(markupWords(html)).toContain('Value received');
    expect(shownAs(html, 'follow-fees-detail', '</p>')).toBe('management 1.64 USD + profit share 20.00 USD');
    const zh = await renderMarkup('zh', <FollowOrderItem order={settled} />);
    expect(shownAs(zh, 'follow-status', '</span>')).toBe('已结算');
    expect(markupWords(zh)).toContain('毛盈亏');
    expect(shownAs(zh, 'follow-fees-detail', '</p>')).toBe('管理费 1.64 USD + 业绩分成 20.00 USD');
    expect(shownAs(await renderMarkup('zh', <FollowOrderItem order={waiting} />), 'follow-status', '</span>')).toBe(
      '等待确认',
    );
    expect(shownAs(await renderMarkup('zh', <FollowOrderItem order={running} />), 'follow-status', '</span>')).toBe(
      '待结算',
    );
  });
});
