// The mining screens as they render (server-side, no DOM), in English and Chinese: a product with its terms, the
// preview shown before buying (fee, electricity, periods, the estimate said to be one, the risks with lost periods not
// paid), the energy balance, a contract in each of the spec's states, and a contract's page with the formula's every
// input and each settled period (paid and lost).
import type {
  MiningContractDetail,
  MiningContractView,
  MiningEnergyView,
  MiningPreviewView,
  MiningProductView,
} from '@platform/contracts';
import { markupWords } from '@platform/ui';
import { miningNetwork } from '@platform/ui/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { renderMarkup, shownAs } from '../../testing/static-markup.tsx';
import { PreviewBody } from './confirm-purchase.tsx';
import { ContractCard } from './contract-card.tsx';
import { ContractView } from './contract-page.tsx';
import { refundShortKey } from './energy-refund.tsx';
import { EnergySection } from './energy-section.tsx';
import { fractionPercent } from './formula-section.tsx';
import { ProductCard } from './product-card.tsx';
import { purchaseFailedText } from './purchase-failure.ts';

// The trade app's modules read local storage as they load (the session, the language): a stand-in, before any import.
await vi.hoisted(async () => (await import('@platform/ui')).installMemoryStorage());

const product: MiningProductView = {
  id: 4,
  name: 'S19 Pro 30 days',
  description: 'Bitcoin hash rate in the Northpool.',
  pool: 'Northpool',
  coin: 'BTC',
  hashRateUnit: 'TH/s',
  currency: 'USDT',
  pricePerTh: '12.5',
  electricityPerThDay: '0.06',
  termDays: 30,
  periodsInTerm: 720,
  minHashRate: 10,
  maxHashRate: 5000,
  active: true,
};

/** 100 TH/s of 600,000,000 TH/s × 3.125 BTC × 6 blocks = 0.000003125 → 0.00000312 BTC a period. */
const preview: MiningPreviewView = {
  productId: 4,
  hashRate: 100,
  price: '1250.000000',
  electricityPerDay: '6.000000',
  electricityPerPeriod: '0.250000',
  electricityForTerm: '180.000000',
  periodsInTerm: 720,
  periodMinutes: 60,
  startsAt: '2026-11-27T08:00:00Z',
  endsAt: '2026-12-27T08:00:00Z',
  estimate: {
    networkIndex: 412,
    networkHashRate: '600000000',
    blockReward: '3.125',
    blocks: 6,
    payoutPerPeriod: '0.00000312',
  },
  fundingAvailable: '2000.000000',
  energyBalance: '1.000000',
  affordable: true,
};

const energy: MiningEnergyView = {
  currency: 'USDT',
  balance: '0.500000',
  fundingAvailable: '749.000000',
  perPeriodNeed: '0.250000',
  periodsCovered: 2,
};

const mining: MiningContractView = {
  id: 31,
  productId: 4,
  productName: 'S19 Pro 30 days',
  pool: 'Northpool',
  coin: 'BTC',
  status: 'mining',
  hashRate: 100,
  pricePerTh: '12.5',
  electricityPerThDay: '0.06',
  termDays: 30,
  periodMinutes: 60,
  price: '1250.000000',
  refunded: null,
  electricityPerPeriod: '0.250000',
  periodsInTerm: 720,
  periodsSettled: 2,
  periodsPaid: 1,
  periodsLost: 1,
  mined: '0.00000312',
  electricityPaid: '0.250000',
  firstNetworkIndex: 412,
  purchasedAt: '2026-11-27T07:10:00Z',
  startsAt: '2026-11-27T08:00:00Z',
  endsAt: '2026-12-27T08:00:00Z',
  nextPeriodEndsAt: '2026-11-27T11:00:00Z',
  endedAt: null,
};

const network = miningNetwork;

const detail: MiningContractDetail = {
  contract: mining,
  network,
  energy,
  settlements: [
    {
      number: 1,
      networkIndex: 412,
      startsAt: '2026-11-27T08:00:00Z',
      endsAt: '2026-11-27T09:00:00Z',
      outcome: 'paid',
      hashRate: 100,
      networkHashRate: '600000000',
      difficulty: '83819031715332',
      blockReward: '3.125',
      blocks: 6,
      draw: 'a1b2c3d4',
      gross: '0.000003125000000000',
      payout: '0.00000312',
      electricityFee: '0.250000',
      energyBefore: '0.300000',
      settledAt: '2026-11-27T09:00:01Z',
    },
    {
      number: 2,
      networkIndex: 413,
      startsAt: '2026-11-27T09:00:00Z',
      endsAt: '2026-11-27T10:00:00Z',
      outcome: 'lost',
      hashRate: 100,
      networkHashRate: '612000000',
      difficulty: '85495412349638',
      blockReward: '3.125',
      blocks: 6,
      draw: 'e5f6a7b8',
      gross: '0.000003063725490196',
      payout: '0',
      electricityFee: '0',
      energyBefore: '0.050000',
      settledAt: '2026-11-27T10:00:01Z',
    },
  ],
};

// The purchase failures' texts are in the `messages` namespace, fetched when a screen first reads it.
beforeAll(() => i18n.loadNamespaces('messages'));
afterAll(() => i18n.changeLanguage('en'));

describe('a product on sale', () => {
  it('shows its pool, fee and electricity per TH/s, term, periods and the hash rate one can buy', async () => {
    const html = await renderMarkup('en', <ProductCard product={product} />);
    expect(markupWords(html)).toContain('S19 Pro 30 days');
    expect(shownAs(html, 'mining-pool')).toBe('Northpool · BTC');
    expect(shownAs(html, 'mining-pricePerTh')).toBe('12.50 USDT');
    expect(shownAs(html, 'mining-electricityPerThDay')).toBe('0.06 USDT');
    expect(shownAs(html, 'mining-term')).toBe('30 days');
    expect(shownAs(html, 'mining-periodsInTerm')).toBe('720');
    expect(shownAs(html, 'mining-hashRateRange')).toBe('10 to 5,000 TH/s');
    expect(markupWords(html)).toContain('Hash rate (TH/s)');
  });
});

describe('the preview before buying', () => {
  it('shows the fee paid now, the electricity a period and for the term, the periods, the estimate and the risks', async () => {
    const html = await renderMarkup('en', <PreviewBody preview={preview} />);
    expect(shownAs(html, 'preview-hashRate')).toBe('100 TH/s');
    expect(shownAs(html, 'preview-price')).toBe('1,250.00 USDT');
    expect(shownAs(html, 'preview-fundingAvailable')).toBe('2,000.00 USDT');
    expect(shownAs(html, 'preview-electricityPerPeriod')).toBe('0.25 USDT');
    expect(shownAs(html, 'preview-electricityForTerm')).toBe('180.00 USDT');
    expect(shownAs(html, 'preview-periods')).toBe('720 × 1 hour');
    expect(shownAs(html, 'preview-estimate', '</p>')).toBe(
      '100 TH/s ÷ 600,000,000 TH/s × 3.125 BTC × 6 blocks ≈ 0.00000312 BTC a period',
    );
    expect(markupWords(html)).toContain('Estimate at the current period’s inputs (not a promise)');
    const risks = shownAs(html, 'mining-risks', '</ul>');
    expect(risks).toContain('Lost periods are not paid');
    expect(risks).toContain('Insufficient energy, stop mining');
    expect(risks).toContain('The term does not extend.');
    expect(risks).toContain('refunded in full');
    // The energy balance (1 USDT) does not cover the term's 180 USDT: said before buying.
    expect(html).toContain('data-testid="preview-energy-short"');
    expect(html).not.toContain('data-testid="preview-short"');
  });

  it('says when funding cannot pay the fee', async () => {
    const html = await renderMarkup(
      'en',
      <PreviewBody preview={{ ...preview, affordable: false, fundingAvailable: '5' }} />,
    );
    expect(shownAs(html, 'preview-short', '</p>')).toContain('does not hold this fee in USDT');
  });

  it('is complete in Chinese', async () => {
    const html = await renderMarkup('zh', <PreviewBody preview={preview} />);
    expect(shownAs(html, 'preview-periods')).toBe('720 × 1 小时');
    expect(shownAs(html, 'mining-risks', '</ul>')).toContain('损失的周期不予支付');
  });
});

describe('the energy balance', () => {
  it('shows the balance, what the contracts take each period, the periods it covers and the top-up', async () => {
    const html = await renderMarkup('en', <EnergySection energy={energy} />);
    expect(shownAs(html, 'mining-energy-balance')).toBe('0.50 USDT');
    expect(shownAs(html, 'mining-energy-need')).toBe('0.25 USDT');
    expect(shownAs(html, 'mining-energy-covered')).toBe('2 periods');
    expect(shownAs(html, 'mining-energy-funding')).toBe('749.00 USDT');
    expect(markupWords(html)).toContain('Top-up amount');
    const idle = await renderMarkup(
      'en',
      <EnergySection energy={{ ...energy, periodsCovered: null, perPeriodNeed: '0' }} />,
    );
    expect(shownAs(idle, 'mining-energy-covered')).toBe('Nothing running');
  });

  it('offers to move unused energy back to funding, saying first what it means for running contracts', async () => {
    const html = await renderMarkup('en', <EnergySection energy={energy} />);
    const refund = shownAs(html, 'mining-energy-refund', '</form>');
    expect(refund).toContain('Unused energy is yours');
    expect(refund).toContain('a period it cannot pay is lost');
    expect(refund).toContain('“Insufficient energy, stop mining”');
    expect(shownAs(html, 'mining-energy-refund-max', '</p>')).toBe('At most 0.50 USDT, the energy balance');
    expect(refund).toContain('Amount to move back');
    expect(refund).toContain('Move back');
    expect(html).toContain('aria-label="Move back to funding"');
    const idle = await renderMarkup(
      'en',
      <EnergySection energy={{ ...energy, periodsCovered: null, perPeriodNeed: '0' }} />,
    );
    expect(shownAs(idle, 'mining-energy-refund', '</form>')).not.toContain('Insufficient energy');
    const zh = await renderMarkup('zh', <EnergySection energy={energy} />);
    expect(shownAs(zh, 'mining-energy-refund', '</form>')).toContain('能量不足，停止挖矿');
    expect(shownAs(zh, 'mining-energy-refund-max', '</p>')).toBe('最多 0.50 USDT，即能量余额');
  });

  it('refuses on the field an amount above the energy balance, compared exactly', () => {
    expect(refundShortKey('0.500001', '0.500000')).toBe('miningEnergyRefundShort');
    expect(refundShortKey('1', '0.500000')).toBe('miningEnergyRefundShort');
    expect(refundShortKey(' 0.5 ', '0.500000')).toBeNull();
    expect(refundShortKey('0.000001', '0.500000')).toBeNull();
  });
});

describe('a contract in each state', () => {
  it('mining: its periods (paid and lost), mined coin, electricity and the next period', async () => {
    const html = await renderMarkup('en', <ContractCard contract={mining} />);
    expect(shownAs(html, 'mining-status', '</span>')).toBe('Mining');
    expect(html).toContain('href="/mining/31"');
    expect(shownAs(html, 'mining-periods')).toBe('2 of 720 (1 paid, 1 lost)');
    expect(shownAs(html, 'mining-mined')).toBe('0.00000312 BTC');
    expect(shownAs(html, 'mining-electricityPaid')).toBe('0.25 USDT');
    expect(html).toContain('data-testid="mining-nextPeriodEndsAt"');
  });

  it('locating a pool until its first period starts', async () => {
    const html = await renderMarkup(
      'en',
      <ContractCard contract={{ ...mining, status: 'locating', periodsSettled: 0 }} />,
    );
    expect(shownAs(html, 'mining-status', '</span>')).toBe('Locating a pool');
    expect(markupWords(html)).toContain('Searching for a pool: the first period starts at');
  });

  it('paused: the spec’s message and the way back, stated as lost periods not paid', async () => {
    const html = await renderMarkup('en', <ContractCard contract={{ ...mining, status: 'paused' }} />);
    expect(shownAs(html, 'mining-status', '</span>')).toBe('Paused');
    const words = markupWords(html);
    expect(words).toContain('Insufficient energy, stop mining');
    expect(words).toContain('Periods lost meanwhile are not paid');
    const zh = markupWords(await renderMarkup('zh', <ContractCard contract={{ ...mining, status: 'paused' }} />));
    expect(zh).toContain('能量不足，停止挖矿');
  });

  it('success and failure: the spec’s messages with what happened', async () => {
    const done = markupWords(
      await renderMarkup('en', <ContractCard contract={{ ...mining, status: 'success', nextPeriodEndsAt: null }} />),
    );
    expect(done).toContain('Mining successful');
    expect(done).toContain('1 paid, 1 lost; 0.00000312 BTC mined');
    const failed = markupWords(
      await renderMarkup(
        'en',
        <ContractCard contract={{ ...mining, status: 'failure', refunded: '1250.000000', nextPeriodEndsAt: null }} />,
      ),
    );
    expect(failed).toContain('Mining failed');
    expect(failed).toContain('the hash-rate fee of 1,250.00 USDT was refunded in full');
  });
});

describe('a contract’s page', () => {
  it('shows the formula with every input of the network and each period with its inputs and payout', async () => {
    const html = await renderMarkup('en', <ContractView detail={detail} />);
    expect(shownAs(html, 'mining-formula-words', '</p>')).toBe(
      'Payout = your hash rate ÷ network hash rate × block reward × blocks in the period',
    );
    expect(shownAs(html, 'mining-blocks')).toBe('6');
    expect(shownAs(html, 'mining-periodMinutes')).toBe('1 hour');
    expect(shownAs(html, 'mining-period')).toBe('1 hour');
    expect(shownAs(html, 'mining-blockReward')).toBe('3.125 BTC');
    expect(shownAs(html, 'mining-network-rule', '</p>')).toContain(
      'base 600,000,000 TH/s, growing 0.05% of the base a day',
    );
    expect(shownAs(html, 'mining-network-rule', '</p>')).toContain('at most ±3% each period');
    expect(html).toContain(network.seedHash);
    expect(shownAs(html, 'mining-settlement-1', '</li>')).toContain(
      '100 TH/s ÷ 600,000,000 TH/s × 3.125 BTC × 6 blocks = 0.000003125 BTC',
    );
    expect(html).toMatch(/data-testid="mining-settlement-1"[^>]*data-outcome="paid"[^>]*data-payout="0.00000312"/);
    expect(shownAs(html, 'mining-settlement-2', '</li>')).toContain(
      'The energy balance held 0.05 USDT, less than the 0.25 USDT this period needed: nothing was charged and nothing paid.',
    );
    // Both were settled after their period ended: no early note.
    expect(html).not.toContain('data-testid="mining-settlement-early"');
    // A sandbox server offers the settle-next control; the energy balance is on the page while the contract runs.
    expect(html).toContain('data-testid="mining-sandbox"');
    expect(html).toContain('data-testid="mining-energy"');
  });

  it('leaves out the energy and the sandbox control once the contract has ended, and is complete in Chinese', async () => {
    const ended = { ...detail, contract: { ...mining, status: 'success' as const, nextPeriodEndsAt: null } };
    const html = await renderMarkup('zh', <ContractView detail={ended} />);
    expect(html).not.toContain('data-testid="mining-sandbox"');
    expect(html).not.toContain('data-testid="mining-energy"');
    expect(markupWords(html)).toContain('挖矿成功');
    expect(shownAs(html, 'mining-formula-words', '</p>')).toBe('收益 = 您的算力 ÷ 全网算力 × 区块奖励 × 周期内区块数');
  });
});

describe('fractionPercent', () => {
  it('moves the digits, never rounds', () => {
    expect(fractionPercent('0.0005')).toBe('0.05%');
    expect(fractionPercent('0.03')).toBe('3%');
    expect(fractionPercent('1')).toBe('100%');
    expect(fractionPercent('0.123456789')).toBe('12.3456789%');
  });
});

describe('a refused purchase', () => {
  const join = (failed: string, reason: string) => `${failed}: ${reason}`;
  it('always says the spec’s “Purchase failed”, with the server’s reason once', () => {
    expect(purchaseFailedText('This mining product is not on sale', 'Purchase failed', join)).toBe(
      'Purchase failed: This mining product is not on sale',
    );
    const short = 'Purchase failed: the funding account does not hold enough USDT for the hash-rate fee';
    expect(purchaseFailedText(short, 'Purchase failed', join)).toBe(short);
    expect(purchaseFailedText('', 'Purchase failed', join)).toBe('Purchase failed');
  });
});
