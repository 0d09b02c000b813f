// The robot screens as they render (server-side, no DOM), in English and Chinese: a robot in the catalogue with its
// rules in words and prices, a robot's page (parameters with their defaults, fees, the backtest under its label), the
// preview before paying (a rental's end stated first, the allocation explained), a robot in the purchase history, and
// a robot's page (income realised and unrealised apart, the trade log and its sum, the controls for its state).
import type { RealInfoView, RobotPreviewView, RobotProductView } from '@platform/contracts';
import { markupWords } from '@platform/ui';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { realInfoQuery } from '../../lib/identity/api.ts';
import { expectShown } from '../../testing/expect-shown.ts';
import { backtest, detail, grid, running } from '../../testing/robots.ts';
import { renderMarkup, shownAs } from '../../testing/static-markup.tsx';
import { backtestQuery, myRobotsQuery, robotOptionsQuery } from './api.ts';
import { PreviewBody } from './confirm-purchase.tsx';
import { canStart } from './controls.tsx';
import { MinePage } from './mine-page.tsx';
import { ProductCard } from './product-card.tsx';
import { ProductView } from './product-page.tsx';
import { RobotCard } from './robot-card.tsx';
import { RobotScreen } from './robot-page.tsx';

// The trade app's modules read local storage as they load (the session, the language): a stand-in, before any import.
await vi.hoisted(async () => (await import('@platform/ui')).installMemoryStorage());

const rental: RobotPreviewView = {
  productId: 1,
  plan: 'rental',
  days: 7,
  currency: 'USD',
  fee: '9.90',
  expiresAt: '2026-12-04T06:00:00Z',
  allocation: '500.00',
  freeMargin: '1000.00',
  freeMarginAfter: '490.10',
  equity: '1000.00',
  allocated: '300.00',
  availableToAllocate: '690.10',
};

function client({ identity = 'approved', sandbox = true }: { identity?: RealInfoView['status']; sandbox?: boolean }) {
  const queries = new QueryClient();
  queries.setQueryData(realInfoQuery().queryKey, { status: identity, submission: null });
  queries.setQueryData(backtestQuery(1, {}).queryKey, backtest);
  queries.setQueryData(robotOptionsQuery().queryKey, { sandbox, stepEveryMs: 15_000 });
  return queries;
}

afterAll(() => i18n.changeLanguage('en'));

describe('a robot in the catalogue', () => {
  it('shows its name, strategy, instrument, rules in words and its prices (the cheapest rental)', async () => {
    const html = await renderMarkup('en', <ProductCard product={grid} />);
    expect(markupWords(html)).toContain('Grid · XAGUSD');
    expect(html).toContain('href="/robots/1"');
    expect(shownAs(html, 'robot-rules', '</p>')).toBe(
      'Splits the range from 27.16 to 28.84 into 10 equal levels. Each time XAGUSD falls to a level it buys 10; each one bought is sold when the price rises to the next level up. Outside the range it does nothing.',
    );
    expect(shownAs(html, 'robot-prices', '</p>')).toBe('Buy 199.00 USD · rent from 9.90 USD');
  });

  it('states the other strategies in words, in both languages', async () => {
    const dca = { ...grid, strategy: 'dca', symbol: 'AAPL', defaultParams: running.params } as RobotProductView;
    expect(shownAs(await renderMarkup('en', <ProductCard product={dca} />), 'robot-rules', '</p>')).toBe(
      'Buys 1 AAPL every 60 minutes, holding at most 10 buys. When the price is 2% above the average buying price, it sells everything and starts again.',
    );
    const trend = {
      ...grid,
      strategy: 'trend',
      symbol: 'XAUUSD',
      defaultParams: { strategy: 'trend', fastMinutes: 5, slowMinutes: 20, quantity: 1 },
    } as RobotProductView;
    expect(shownAs(await renderMarkup('zh', <ProductCard product={trend} />), 'robot-rules', '</p>')).toBe(
      '当分钟收盘价的 5 分钟均线高于 20 分钟均线时持有 1 XAUUSD；否则空仓。',
    );
    const meanReversion = {
      ...grid,
      strategy: 'mean_reversion',
      symbol: 'EURUSD',
      rentOptions: [],
      defaultParams: { strategy: 'mean_reversion', lookbackMinutes: 60, entryDeviations: 2, quantity: 1000 },
    } as RobotProductView;
    const html = await renderMarkup('en', <ProductCard product={meanReversion} />);
    expect(shownAs(html, 'robot-rules', '</p>')).toBe(
      'Buys 1,000 EURUSD when the price is 2 standard deviations below its 60-minute average, and sells once the price is back at or above that average.',
    );
    expect(shownAs(html, 'robot-prices', '</p>')).toBe('Buy 199.00 USD');
  });
});

describe("a robot's page before buying", () => {
  it('shows the parameters with their defaults, the fees, the backtest under its label and the buy form', async () => {
    const html = await renderMarkup('en', <ProductView product={grid} />, client({}));
    const words = markupWords(html);
    expect(html).toContain('data-testid="simulated-badge"');
    expect(html).toMatch(
      /data-testid="robot-param-lowerPrice"[^>]*value="27.16"|value="27.16"[^>]*robot-param-lowerPrice/,
    );
    expect(html).toMatch(/value="10"/);
    expect(words).toContain('Lower price');
    expect(words).toContain('Quantity per level');
    expect(shownAs(html, 'robot-buyPrice')).toBe('199.00 USD');
    expect(shownAs(html, 'robot-rent-7')).toBe('9.90 USD');
    expect(words).toContain('Rent 30 days');
    expect(shownAs(html, 'robot-tradingFee')).toBe('0.05% of the order’s value, as on your own orders');
    expect(shownAs(html, 'robot-backtest-label', '</p>')).toBe(
      'Past simulated results. Not a promise of future returns.',
    );
    expect(words).toContain('(1,440 one-minute bars), with 1,000.00 USD allocated');
    expect(html).toMatch(/data-points="3"/);
    expectShown(html, 'robot-backtest-', {
      return: '▲ +0.17%',
      drawdown: '-0.05%',
      trades: '2',
      realized: '+1.72 USD',
    });
    expect(words).toContain('Allocation (USD)');
    expect(words).toContain('from 100.00 USD. It stays in your trading account.');
    expect(words.indexOf('Rent 7 days')).toBeLessThan(words.indexOf('Rent 30 days'));
    expect(html).not.toContain('data-testid="robot-kyc-gate"');
  });

  it('without a verified identity: the way to KYC and Continue disabled; all of it in Chinese', async () => {
    const html = await renderMarkup('zh', <ProductView product={grid} />, client({ identity: 'none' }));
    const words = markupWords(html);
    expect(shownAs(html, 'robot-kyc-gate', '</a>')).toBe('购买机器人需要先完成身份认证。 去认证身份');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
    expect(shownAs(html, 'robot-backtest-label', '</p>')).toBe('过往模拟结果，不代表未来收益。');
    expect(words).toContain('交易规则');
    expect(words).toContain('下限价格');
    expect(words).not.toMatch(/\b(Rules|Parameters|Fees|Backtest|Allocation|Buy|Rent)\b/);
  });
});

describe('the preview before paying', () => {
  it('a rental: its end first, the fee charged now, the allocation in words, free margin before and after, risks', async () => {
    const html = await renderMarkup('en', <PreviewBody preview={rental} />);
    const words = markupWords(html);
    expect(shownAs(html, 'preview-term', '</p>')).toMatch(
      /^The rental ends on 4 Dec 2026, \d\d:\d\d: the robot stops then, and its open positions are handed back to you as your own\.$/,
    );
    expect(html.indexOf('preview-term')).toBeLessThan(html.indexOf('preview-fee'));
    expectShown(html, 'preview-', {
      plan: 'Rented for 7 days',
      fee: '9.90 USD',
      allocation: '500.00 USD',
      freeMarginAfter: '490.10 USD',
    });
    expect(shownAs(html, 'preview-allocation-words', '</p>')).toContain(
      'The robot may use up to 500.00 USD of your trading account as margin for its open positions. The money is not moved',
    );
    expect(words).toContain('A backtest is a past simulation. Nothing is guaranteed.');
    expect(html).not.toContain('data-testid="preview-short"');
  });

  it('a purchase does not expire; short of free margin it says so, in Chinese', async () => {
    const perpetual = { ...rental, plan: 'perpetual', days: null, expiresAt: null, fee: '199.00' } as const;
    const en = await renderMarkup('en', <PreviewBody preview={perpetual} />);
    expect(shownAs(en, 'preview-term', '</p>')).toBe('Bought robots do not expire: they trade until you stop them.');
    expect(en).not.toContain('data-testid="preview-expiresAt"');
    const zh = await renderMarkup('zh', <PreviewBody preview={{ ...rental, freeMarginAfter: '-0.01' }} />);
    expect(shownAs(zh, 'preview-term', '</p>')).toMatch(/^租用于 2026年12月4日 \d\d:\d\d 到期/);
    expect(markupWords(zh)).toContain('交易账户的可用保证金不足');
    expect(shownAs(zh, 'preview-plan')).toBe('租用 7 天');
  });
});

describe('allocations within equity', () => {
  it('shows what other robots hold and what is still available, and says when the allocation is over it', async () => {
    const html = await renderMarkup('en', <PreviewBody preview={rental} />);
    expect(shownAs(html, 'preview-allocated')).toBe('300.00 USD');
    expect(shownAs(html, 'preview-availableToAllocate')).toBe('690.10 USD');
    expect(shownAs(html, 'preview-equity-rule', '</p>')).toBe(
      'All your robots’ allocations together may not exceed your trading account’s equity (1,000.00 USD now) once the fee is paid.',
    );
    expect(html).not.toContain('data-testid="preview-over-equity"');
    const over = { ...rental, allocated: '800.00', availableToAllocate: '-9.90' };
    const en = await renderMarkup('en', <PreviewBody preview={over} />);
    expect(shownAs(en, 'preview-availableToAllocate')).toBe('0.00 USD');
    expect(markupWords(en)).toContain('The allocation is more than is still available to allocate: 0.00 USD.');
    const zh = await renderMarkup('zh', <PreviewBody preview={{ ...rental, availableToAllocate: '400.00' }} />);
    expect(markupWords(zh)).toContain('分配金额超过尚可分配的金额：400.00 USD');
    expect(shownAs(zh, 'preview-availableToAllocate')).toBe('400.00 USD');
  });
});

describe("the user's robots", () => {
  it('in the purchase history: purchase time, plan and end, fee paid, income apart, status', async () => {
    const html = await renderMarkup('en', <RobotCard robot={running} />);
    expect(html).toContain('href="/robots/mine/8"');
    expect(shownAs(html, 'robot-status', '</span>')).toBe('Running');
    expect(shownAs(html, 'robot-purchasedAt')).toMatch(/^27 Nov 2026, \d\d:\d\d$/);
    expect(shownAs(html, 'robot-plan')).toBe('Rented 7 days');
    expect(shownAs(html, 'robot-feePaid')).toBe('4.90 USD');
    expect(shownAs(html, 'robot-realized')).toBe('-1.25 USD');
    expect(shownAs(html, 'robot-unrealized')).toBe('+3.40 USD');
    expect(html).not.toContain('robot-stoppedAt');
    const expired = await renderMarkup(
      'zh',
      <RobotCard robot={{ ...running, status: 'stopped', stopReason: 'expired', stoppedAt: '2026-12-04T06:00:00Z' }} />,
    );
    expect(shownAs(expired, 'robot-status', '</span>')).toBe('已停止：租用到期');
    expect(shownAs(expired, 'robot-stoppedAt')).toMatch(/^2026年12月4日 \d\d:\d\d$/);
  });

  it('the purchase history lists them newest first, filtered by status from the address', async () => {
    const queries = client({});
    const paused = { ...running, id: 7, status: 'paused' } as const;
    queries.setQueryData(myRobotsQuery(1).queryKey, { rows: [running, paused], total: 2 });
    const html = await renderMarkup('en', <MinePage />, queries);
    expect(html.indexOf('robot-item-8')).toBeLessThan(html.indexOf('robot-item-7'));
    expect(markupWords(html)).toContain('All Running Paused Stopped');
    queries.setQueryData(myRobotsQuery(1, 'stopped').queryKey, { rows: [], total: 0 });
    const none = await renderMarkup('zh', <MinePage />, queries, '/robots/mine?status=stopped');
    expect(markupWords(none)).toContain('没有处于此状态的机器人。');
  });

  it("a robot's page: income apart, the trade log and its sum, pause, stop and the sandbox's step", async () => {
    const html = await renderMarkup('en', <RobotScreen detail={detail} />, client({}));
    const words = markupWords(html);
    expect(shownAs(html, 'robot-realized', '</span>')).toBe('-1.25 USD');
    expect(shownAs(html, 'robot-unrealized', '</span>')).toBe('+3.40 USD');
    expect(words).toContain('Of its open positions at the live price, not yet yours');
    expect(words).toContain('Buy 1 AAPL at 190.50');
    expect(words).toContain('Closed at 189.94');
    expect(words).toContain('Floating +3.40 USD');
    expect(shownAs(html, 'robot-log-sum', '</p>')).toBe('Realised P/L of the log: -1.25 USD');
    expect(words).toContain('Pause');
    expect(words).toContain('Stop');
    expect(words).toContain('Step now (sandbox)');
    expect(words).not.toMatch(/\bStart\b/);
    const live = await renderMarkup('en', <RobotScreen detail={detail} />, client({ sandbox: false }));
    expect(live).not.toContain('robot-step-now');
  });

  it('starts again when paused or stopped by its owner before its rental ends, never once expired', () => {
    const now = Date.parse('2026-11-28T00:00:00Z');
    expect(canStart({ ...running, status: 'paused' }, now)).toBe(true);
    expect(canStart({ ...running, status: 'stopped', stopReason: 'user' }, now)).toBe(true);
    expect(canStart({ ...running, status: 'stopped', stopReason: 'user' }, Date.parse('2026-12-05T00:00:00Z'))).toBe(
      false,
    );
    expect(canStart({ ...running, status: 'stopped', stopReason: 'expired' }, now)).toBe(false);
    expect(canStart(running, now)).toBe(false);
  });

  it('shows a log longer than its page without a sum, in Chinese', async () => {
    const html = await renderMarkup('zh', <RobotScreen detail={{ ...detail, tradeCount: 250 }} />, client({}));
    expect(html).not.toContain('robot-log-sum');
    expect(markupWords(html)).toContain('显示最新的 2 笔，共 250 笔。');
    expect(markupWords(html)).toContain('已实现盈亏');
  });
});
