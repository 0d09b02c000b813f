// The published network rule: each period's figures follow from what the network view publishes (the period's draw,
// the base hash rate, the daily growth, the period length), so anyone can check them; the draw is HMAC-SHA256 of the
// seed committed to by its published hash; the noise stays within ±3 %; the periods tile time without gaps.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Big } from '../../core/ledger/amounts.ts';
import { grossOf, payoutOf } from './mining-money.ts';
import { blocksPerPeriod, type NetworkRule, networkPeriod, periodIndexAt, periodStart } from './network-rule.ts';

const rule: NetworkRule = {
  seed: 'published-rule-test',
  genesisAt: new Date('2026-01-01T00:00:00Z'),
  periodMinutes: 60,
  blockSeconds: 600,
  blockReward: '3.125',
  baseHashRate: '700000000',
  dailyGrowth: '0.0005',
  noiseBound: '0.03',
};

describe('the network rule', () => {
  it('makes every period from its published draw and the published constants', () => {
    for (let index = 0; index < 300; index += 7) {
      const p = networkPeriod(rule, index);
      expect(p.draw).toBe(createHmac('sha256', rule.seed).update(String(index)).digest('hex'));
      const n = Number.parseInt(p.draw.slice(0, 8), 16);
      const noise = new Big((n % 6001) - 3000).div(100000);
      expect(p.noise).toBe(noise.toFixed(5));
      expect(noise.abs().lte('0.03')).toBe(true);
      const days = new Big(index).times(60).div(1440);
      const rate = new Big('700000000').times(new Big(1).plus(days.times('0.0005'))).times(noise.plus(1));
      expect(p.networkHashRate).toBe(rate.round(0, Big.roundDown).toFixed(0));
      expect(p.blocks).toBe(6);
      expect(p.difficulty).toBe(
        new Big(p.networkHashRate).times('1e12').times(600).div(new Big(2).pow(32)).round(0, Big.roundDown).toFixed(0),
      );
      expect(p.endsAt).toBe(networkPeriod(rule, index + 1).startsAt);
    }
  });

  it('finds the period running at any moment, and counts blocks from the period length', () => {
    const at = new Date('2026-03-05T13:59:59.999Z');
    const index = periodIndexAt(rule, at);
    expect(periodStart(rule, index).getTime()).toBeLessThanOrEqual(at.getTime());
    expect(periodStart(rule, index + 1).getTime()).toBeGreaterThan(at.getTime());
    expect(periodStart(rule, index).toISOString()).toBe('2026-03-05T13:00:00.000Z');
    expect(blocksPerPeriod({ periodMinutes: 1440, blockSeconds: 600 })).toBe(144);
  });

  it('pays the formula rounded down to 8 decimals, never more', () => {
    const gross = grossOf(100, '725592000', '3.125', 144);
    expect(gross.toFixed(18)).toBe('0.000062018324347567');
    expect(payoutOf(gross).toFixed(8)).toBe('0.00006201');
    expect(payoutOf(gross).lte(gross)).toBe(true);
  });
});
