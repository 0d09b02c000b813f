// The mining back office as it renders (server-side, no DOM) and its form's rules: products with their prices, term,
// range and sales; the simulated network's rule, house figures and periods; the product form's errors are the
// contract's, in English and Chinese.
import type { AdminMiningNetworkView, AdminMiningProductView } from '@platform/contracts';
import { markupWords } from '@platform/ui';
import { miningNetwork } from '@platform/ui/testing';
import { describe, expect, it, vi } from 'vitest';
import { ResourceRows, staticHtml, staticWords, withPageTexts } from '../../testing/static-render.tsx';
import { fractionPercent, NetworkView } from './network-view.tsx';
import { useProductList } from './product-list.tsx';
import { emptyProductValues, productErrors, toBody } from './product-values.ts';

await vi.hoisted(async () => (await import('@platform/ui')).installMemoryStorage());

const none = () => undefined;

withPageTexts();

const product: AdminMiningProductView = {
  id: 2,
  name: 'S19 Pro 30 days',
  description: '',
  pool: 'Northpool',
  coin: 'BTC',
  hashRateUnit: 'TH/s',
  currency: 'USDT',
  pricePerTh: '12.500000',
  electricityPerThDay: '0.060000',
  termDays: 30,
  periodsInTerm: 720,
  minHashRate: 10,
  maxHashRate: 5000,
  active: true,
  contracts: 3,
  hashRateRunning: 250,
  createdAt: '2026-11-20T00:00:00Z',
  updatedAt: '2026-11-21T00:00:00Z',
};

const network: AdminMiningNetworkView = {
  ...miningNetwork,
  periods: [
    {
      index: 414,
      startsAt: '2026-11-27T06:00:00Z',
      endsAt: '2026-11-27T07:00:00Z',
      networkHashRate: '612000000',
      difficulty: '85495412349638',
      blockReward: '3.125',
      blocks: 6,
      noise: '-0.01234',
      draw: 'ab12',
    },
  ],
  total: 415,
  page: 1,
  size: 20,
  rewardsPaid: '0.00012345',
  contractsRunning: 2,
  hashRateRunning: 250,
};

describe('the products table', () => {
  it('shows each product’s prices, term and periods, range, sales and the way to withdraw it', () => {
    const words = staticWords(<ResourceRows useList={() => useProductList(none, none)} rows={[product]} />);
    expect(words).toContain('S19 Pro 30 days');
    expect(words).toContain('On sale');
    expect(words).toContain('Northpool · BTC');
    expect(words).toContain('12.50 USDT for the term');
    expect(words).toContain('0.06 USDT electricity a day');
    expect(words).toContain('30 days');
    expect(words).toContain('720 periods');
    expect(words).toContain('10 to 5,000 per contract');
    expect(words).toContain('3 bought');
    expect(words).toContain('250 TH/s running');
    expect(words).toContain('Withdraw');
  });
});

describe('the network view', () => {
  it('shows the rule with its seed hash, what the house paid and each period with its draw', () => {
    const markup = staticHtml(<NetworkView network={network} />);
    const words = markupWords(markup);
    expect(words).toContain(network.seedHash);
    expect(words).toContain('600,000,000 TH/s');
    expect(words).toContain('0.05 %');
    expect(words).toContain('0.00012345 BTC');
    expect(words).toContain('612,000,000');
    expect(words).toContain('3.125 BTC × 6');
    expect(words).toContain('-1.234 %');
    expect(words).toContain('414 (now)');
  });

  it('moves a fraction’s digits into a percent without rounding', () => {
    expect(fractionPercent('0.03')).toBe('3 %');
    expect(fractionPercent('-0.00001')).toBe('-0.001 %');
    expect(fractionPercent('0')).toBe('0 %');
  });
});

describe('the product form', () => {
  const filled = {
    ...emptyProductValues,
    name: 'S19',
    pool: 'Northpool',
    pricePerTh: '12.5',
    electricityPerThDay: '0.06',
    reason: 'New product',
  };

  it('takes a complete product as the contract does', () => {
    expect(productErrors(filled, 'en', String)).toEqual({});
    expect(toBody({ ...filled, termDays: ' 30 ' })).toMatchObject({ termDays: 30, pricePerTh: '12.5' });
  });

  it('shows the contract’s own messages on the fields, in the operator’s language', () => {
    const bad = { ...filled, name: ' ', pricePerTh: '0', termDays: 4000, minHashRate: 50, maxHashRate: 10, reason: '' };
    const en = productErrors(bad, 'en', (field) => `hint ${field}`);
    expect(en).toMatchObject({
      name: 'hint name',
      pricePerTh: 'A price is a positive amount of at most 6 decimals and at most 1000000',
      termDays: 'The term is from 1 to 3650 days',
      maxHashRate: 'The smallest hash rate must be at least 1 TH/s and at most the largest (at most 1000000 TH/s)',
    });
    expect(en.reason).toBeTruthy();
    expect(productErrors(bad, 'zh', String).termDays).toBe('期限为 1 至 3650 天');
  });
});
