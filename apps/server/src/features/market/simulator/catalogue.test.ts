import { FUTURE_GROUPS, type Future, instrumentView, STOCK_EXCHANGES } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { dateFromIso } from './calendar.ts';
import { buildCatalogue } from './catalogue.ts';
import { nextContracts } from './expiries.ts';
import { modelSpecOf } from './model-specs.ts';

const asOf = Date.parse('2026-03-11T15:00:00Z');
const catalogue = buildCatalogue(asOf);
const ofClass = (name: string) => catalogue.filter((instrument) => instrument.class === name);

describe('catalogue', () => {
  it('lists at least 60 US stocks over NASDAQ, NYSE and AMEX, each with a sector and share count', () => {
    const stocks = ofClass('stock');
    expect(stocks.length).toBeGreaterThanOrEqual(60);
    for (const exchange of STOCK_EXCHANGES) {
      expect(stocks.filter((stock) => stock.exchange === exchange).length).toBeGreaterThanOrEqual(10);
    }
    for (const stock of stocks) {
      if (stock.class !== 'stock') throw new Error('not a stock');
      expect(stock.sharesOutstanding).toBeGreaterThan(1_000_000);
    }
  });

  it('lists at least 8 indices across the US, Europe and Asia-Pacific', () => {
    const indices = ofClass('index');
    expect(indices.length).toBeGreaterThanOrEqual(8);
    const regions = new Set(indices.map((index) => (index.class === 'index' ? index.region : '')));
    expect(regions).toEqual(new Set(['US', 'Europe', 'Asia-Pacific']));
    expect(indices.every((index) => !index.tradable)).toBe(true);
  });

  it('lists futures in every group, each root with two live expiries', () => {
    const futures = ofClass('future') as Future[];
    for (const group of FUTURE_GROUPS) {
      const roots = new Set(futures.filter((future) => future.group === group).map((future) => future.root));
      expect(roots.size, group).toBeGreaterThanOrEqual(2);
      for (const root of roots) {
        const contracts = futures.filter((future) => future.root === root);
        expect(contracts).toHaveLength(2);
        expect(new Set(contracts.map((contract) => contract.expiry)).size).toBe(2);
        for (const contract of contracts) expect(contract.lastTradingDate >= '2026-03-11').toBe(true);
      }
    }
  });

  it('lists at least 8 currency pairs and spot gold and silver', () => {
    expect(ofClass('forex').length).toBeGreaterThanOrEqual(8);
    const metals = ofClass('metal').map((metal) => metal.symbol);
    expect(metals).toEqual(expect.arrayContaining(['XAUUSD', 'XAGUSD']));
  });

  it('gives every instrument a valid contract shape, a unique symbol and a model', () => {
    expect(new Set(catalogue.map((instrument) => instrument.symbol)).size).toBe(catalogue.length);
    for (const instrument of catalogue) {
      expect(instrumentView.safeParse(instrument).success, instrument.symbol).toBe(true);
      expect(modelSpecOf(instrument).basePrice).toBeGreaterThan(0);
    }
  });

  it('rolls futures forward with the date, so it never goes stale', () => {
    const later = buildCatalogue(Date.parse('2027-09-01T12:00:00Z')).filter((i) => i.class === 'future') as Future[];
    expect(later.length).toBe(ofClass('future').length);
    for (const future of later) expect(future.lastTradingDate >= '2027-09-01').toBe(true);
  });
});

describe('contract months', () => {
  const on = (iso: string) => dateFromIso(iso);

  it('ends equity index futures on the third Friday of the quarter month', () => {
    expect(nextContracts('ES', 'HMUZ', 'third-friday', 'cash', on('2026-03-11'))).toEqual([
      { symbol: 'ESH26', contractMonth: '2026-03', lastTradingDate: '2026-03-20', expiry: '2026-03-20' },
      { symbol: 'ESM26', contractMonth: '2026-06', lastTradingDate: '2026-06-19', expiry: '2026-06-19' },
    ]);
    // On its last trading date a contract is still listed; the day after, the next one takes its place.
    expect(nextContracts('ES', 'HMUZ', 'third-friday', 'cash', on('2026-03-21'))[0]?.symbol).toBe('ESM26');
  });

  it('ends crude three business days before the 25th of the prior month, one more if the 25th is a weekend', () => {
    // 25 April 2026 is a Saturday: the business day before is Friday the 24th, and three before that the 21st.
    const [may] = nextContracts('CL', 'FGHJKMNQUVXZ', 'crude', 'physical', on('2026-04-01'));
    expect(may).toEqual({
      symbol: 'CLK26',
      contractMonth: '2026-05',
      lastTradingDate: '2026-04-21',
      expiry: '2026-05-29',
    });
  });

  it('follows the natural gas, metals and grains rules', () => {
    expect(nextContracts('NG', 'FGHJKMNQUVXZ', 'natural-gas', 'physical', on('2026-04-01'))[0]?.lastTradingDate).toBe(
      '2026-04-28',
    );
    expect(nextContracts('GC', 'GJMQVZ', 'third-last-business', 'physical', on('2026-04-01'))[0]?.lastTradingDate).toBe(
      '2026-04-28',
    );
    expect(nextContracts('ZC', 'HKNUZ', 'before-15th', 'physical', on('2026-04-01'))[0]?.lastTradingDate).toBe(
      '2026-05-14',
    );
    expect(nextContracts('RB', 'FGHJKMNQUVXZ', 'prior-month-end', 'physical', on('2026-04-01'))[0]).toMatchObject({
      symbol: 'RBK26',
      lastTradingDate: '2026-04-30',
    });
  });
});
