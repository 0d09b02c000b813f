// The back office's robot products as they render (server-side, no DOM) in English and Chinese: each product's
// strategy, instrument, prices, rule in words and uptake; the editor's values and errors are the contract's, and the
// server's refusals land on the fields they name.
import { ApiError } from '@platform/client';
import type { AdminRobotProductView } from '@platform/contracts';
import { applyFieldErrors, markupWords } from '@platform/ui';
import { gridRobot } from '@platform/ui/testing';
import { describe, expect, it, vi } from 'vitest';
import { i18n, ResourceRows, staticHtml, staticWords, withPageTexts } from '../../testing/static-render.tsx';
import { useProductList } from './product-list.tsx';
import { productErrors, SERVER_FIELDS, toBody, valuesOf } from './product-values.ts';
import { rulesInWords } from './rules.ts';

await vi.hoisted(async () => (await import('@platform/ui')).installMemoryStorage());

const none = () => undefined;

withPageTexts();

const grid: AdminRobotProductView = {
  ...gridRobot,
  lotSize: 10,
  buyPrice: '1199.00',
  rentOptions: [
    { days: 1, fee: '2.50' },
    { days: 30, fee: '29.00' },
  ],
  robots: 3,
  running: 2,
  createdAt: '2026-11-20T00:00:00Z',
  updatedAt: '2026-11-21T00:00:00Z',
};
const trend: AdminRobotProductView = {
  ...grid,
  id: 3,
  strategy: 'trend',
  name: 'Gold trend',
  symbol: 'XAUUSD',
  instrumentName: 'Gold',
  lotSize: 1,
  defaultParams: { strategy: 'trend', fastMinutes: 5, slowMinutes: 20, quantity: 1 },
  rentOptions: [],
  active: false,
  robots: 0,
  running: 0,
};

describe('the products table', () => {
  it('shows in English each product’s strategy, instrument, prices, rule with its figures and uptake', async () => {
    await i18n.changeLanguage('en');
    const markup = staticHtml(<ResourceRows useList={() => useProductList(none)} rows={[grid, trend]} />);
    const words = markupWords(markup);
    for (const text of [
      'Silver grid',
      'Offered',
      'Grid',
      'XAGUSD',
      'Silver · Lot 10',
      'Buy 1,199.00 USD',
      'Rent 1 day: 2.50 USD',
      'Rent 30 days: 29.00 USD',
      'Allocation from 100.00 USD',
      'Splits the range from 27.16 to 28.84 into 10 equal levels. Each time XAGUSD falls to a level it buys 10;',
      '3 bought',
      '2 running',
      'Gold trend',
      'Not offered',
      'Trend following',
      'Not for rent',
      'Holds 1 XAUUSD while the 5-minute average of minute closes is above the 20-minute average',
      '0 bought',
    ]) {
      expect(words).toContain(text);
    }
    expect(markup).toContain('aria-label="Edit Silver grid"');
  });

  it('shows the same in Chinese', async () => {
    await i18n.changeLanguage('zh');
    const words = staticWords(<ResourceRows useList={() => useProductList(none)} rows={[grid, trend]} />);
    for (const text of [
      '提供中',
      '网格',
      '每手 10',
      '购买 1,199.00 USD',
      '租用 30 天：29.00 USD',
      '最低分配 100.00 USD',
      '将 27.16 至 28.84 的区间等分为 10 格。',
      '已售 3 个',
      '运行中 2 个',
      '未提供',
      '趋势跟踪',
      '不可租用',
    ]) {
      expect(words).toContain(text);
    }
    expect(words).not.toMatch(/robots\.|Offered|bought/);
    await i18n.changeLanguage('en');
  });
});

describe('the product editor', () => {
  const hint = (key: string) => `hint ${key}`;

  it('sends the product’s strategy’s parameters and the rest as the contract takes them', () => {
    const values = { ...valuesOf(grid), reason: 'Wider grid', levels: ' 12 ' };
    expect(productErrors('grid', values, 'en', hint)).toEqual({});
    expect(toBody('grid', values)).toEqual({
      name: 'Silver grid',
      description: 'Buys silver in steps as it falls.',
      defaultParams: {
        strategy: 'grid',
        lowerPrice: '27.16',
        upperPrice: '28.84',
        levels: '12',
        quantityPerLevel: '10',
      },
      buyPrice: '1199.00',
      minAllocation: '100.00',
      rentOptions: [
        { days: '1', fee: '2.50' },
        { days: '30', fee: '29.00' },
      ],
      active: true,
      reason: 'Wider grid',
    });
  });

  it('puts each error on its input: the contract’s words where it has them, in the operator’s language', () => {
    const bad = {
      ...valuesOf(grid),
      name: ' ',
      upperPrice: '20',
      levels: '1',
      buyPrice: '-1',
      rentOptions: [
        { days: '0', fee: '2' },
        { days: '30', fee: 'x' },
      ],
      reason: '',
    };
    const en = productErrors('grid', bad, 'en', hint);
    expect(en).toMatchObject({
      name: 'hint name',
      levels: 'hint param',
      buyPrice: 'hint amount',
      'rentOptions.0.days': 'hint days',
      'rentOptions.1.fee': 'hint amount',
      upperPrice: 'The upper price must be above the lower price',
    });
    expect(en.reason).toBeTruthy();
    expect(productErrors('grid', bad, 'zh', hint).upperPrice).toBe('上限价格须高于下限价格');
    const twice = {
      ...valuesOf(trend),
      slowMinutes: '5',
      rentOptions: [
        { days: '7', fee: '1' },
        { days: '7', fee: '2' },
      ],
    };
    const errors = productErrors('trend', { ...twice, reason: 'x'.repeat(10) }, 'en', hint);
    expect(errors).toMatchObject({
      slowMinutes: 'The slow average must be longer than the fast one',
      rentOptions: 'hint rentOptions',
    });
  });

  it('places the server’s refusals on the inputs they name', () => {
    const values = valuesOf(grid);
    let errors: Record<string, unknown> = {};
    const form = {
      getValues: () => values,
      setErrors: (e: Record<string, unknown>) => {
        errors = e;
      },
    };
    const refused = new ApiError('api', 400, 'The quantity must be a whole number of lots', [
      { field: 'defaultParams.quantityPerLevel', message: 'The quantity must be a whole number of lots' },
    ]);
    expect(applyFieldErrors(form, refused, SERVER_FIELDS)).toBe(true);
    expect(errors).toEqual({ quantityPerLevel: 'The quantity must be a whole number of lots' });
    const taken = new ApiError('api', 400, 'Another robot product has this name', [
      { field: 'name', message: 'Another robot product has this name' },
    ]);
    expect(applyFieldErrors(form, taken, SERVER_FIELDS)).toBe(true);
    expect(errors).toEqual({ name: 'Another robot product has this name' });
  });

  it('reads the rule as it is typed, with … for a figure not given', async () => {
    await i18n.changeLanguage('en');
    const params = {
      strategy: 'dca',
      intervalMinutes: '',
      quantityPerBuy: '2',
      maxBuys: '5',
      takeProfitPercent: '1.50',
    };
    expect(rulesInWords(i18n.t, params as never, 'AAPL')).toBe(
      'Buys 2 AAPL every … minutes, holding at most 5 buys. When the price is 1.5% above the average buying price, it sells everything and starts again.',
    );
  });
});
