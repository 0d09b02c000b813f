// Cloud mining's actions in a DOM: topping the energy up, buying hash rate through the server's preview, the sandbox
// settling a contract's next period, and moving unused energy back (more than the balance refused on the field, the
// whole balance offered). What each screen shows is mining-screens.test.tsx; what a period pays, loses and charges,
// and the ledger, are API tests (apps/server/src/features/mining/mining-scenario.test.ts, mining-energy-refund.test.ts).
import {
  type MiningContractDetail,
  type MiningEnergyView,
  type MiningNetworkView,
  type MiningPreviewView,
  type MiningProductView,
  miningApi,
} from '@platform/contracts';
import { fieldError, handle } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTrade } from '../../testing/render-trade.tsx';

const PRODUCT: MiningProductView = {
  id: 4,
  name: 'S19 Pro',
  description: 'Bitcoin hash rate in the Northpool.',
  pool: 'Northpool',
  coin: 'BTC',
  hashRateUnit: 'TH/s',
  currency: 'USDT',
  pricePerTh: '2',
  electricityPerThDay: '0.5',
  termDays: 4,
  periodsInTerm: 4,
  minHashRate: 1,
  maxHashRate: 100,
  active: true,
};

const NETWORK: MiningNetworkView = {
  coin: 'BTC',
  seedHash: '9f'.repeat(32),
  genesisAt: '2026-11-10T00:00:00Z',
  periodMinutes: 1440,
  blockSeconds: 600,
  blocksPerPeriod: 144,
  blockReward: '3.125',
  baseHashRate: '600000000',
  dailyGrowth: '0.0005',
  noiseBound: '0.03',
  currentIndex: 17,
  sandbox: true,
  periods: [],
  total: 0,
  page: 1,
  size: 1,
};

const { periods: _periods, total: _total, page: _page, size: _size, ...DETAIL_NETWORK } = NETWORK;

const energyOf = (balance: string, fundingAvailable = '35.000000'): MiningEnergyView => ({
  currency: 'USDT',
  balance,
  fundingAvailable,
  perPeriodNeed: '5.000000',
  periodsCovered: Math.floor(Number(balance) / 5),
});

const PREVIEW: MiningPreviewView = {
  productId: 4,
  hashRate: 10,
  price: '20.000000',
  electricityPerDay: '5.000000',
  electricityPerPeriod: '5.000000',
  electricityForTerm: '20.000000',
  periodsInTerm: 4,
  periodMinutes: 1440,
  startsAt: '2026-11-29T00:00:00Z',
  endsAt: '2026-12-03T00:00:00Z',
  estimate: {
    networkIndex: 17,
    networkHashRate: '600000000',
    blockReward: '3.125',
    blocks: 144,
    payoutPerPeriod: '0.00000750',
  },
  fundingAvailable: '35.000000',
  energyBalance: '5.000000',
  affordable: true,
};

function contractDetail(energy: MiningEnergyView, settled: number): MiningContractDetail {
  return {
    contract: {
      id: 31,
      productId: 4,
      productName: 'S19 Pro',
      pool: 'Northpool',
      coin: 'BTC',
      status: settled > 0 ? 'mining' : 'locating',
      hashRate: 10,
      pricePerTh: '2',
      electricityPerThDay: '0.5',
      termDays: 4,
      periodMinutes: 1440,
      price: '20.000000',
      refunded: null,
      electricityPerPeriod: '5.000000',
      periodsInTerm: 4,
      periodsSettled: settled,
      periodsPaid: settled,
      periodsLost: 0,
      mined: settled > 0 ? '0.00000750' : '0',
      electricityPaid: settled > 0 ? '5.000000' : '0',
      firstNetworkIndex: 17,
      purchasedAt: '2026-11-28T07:10:00Z',
      startsAt: '2026-11-29T00:00:00Z',
      endsAt: '2026-12-03T00:00:00Z',
      nextPeriodEndsAt: '2026-11-30T00:00:00Z',
      endedAt: null,
    },
    network: DETAIL_NETWORK,
    energy,
    settlements:
      settled > 0
        ? [
            {
              number: 1,
              networkIndex: 17,
              startsAt: '2026-11-29T00:00:00Z',
              endsAt: '2026-11-30T00:00:00Z',
              outcome: 'paid',
              hashRate: 10,
              networkHashRate: '600000000',
              difficulty: '83819031715332',
              blockReward: '3.125',
              blocks: 144,
              draw: 'a1b2c3d4',
              gross: '0.000007500000000000',
              payout: '0.00000750',
              electricityFee: '5.000000',
              energyBefore: '5.000000',
              settledAt: '2026-11-30T00:00:01Z',
            },
          ]
        : [],
  };
}

describe('cloud mining', () => {
  // A long flow (a top-up, a preview, a purchase): on a busy machine it outlasts the default 30 s.
  it('tops the energy up, then buys 10 TH/s through the server’s preview', { timeout: 60_000 }, async () => {
    let energy = energyOf('0.000000', '40.000000');
    const { user, api } = await renderTrade('/mining', {
      api: [
        handle(miningApi.products, [PRODUCT]),
        handle(miningApi.network, NETWORK),
        handle(miningApi.energy, () => energy),
        handle(miningApi.contracts, { rows: [], total: 0 }),
        handle(miningApi.topUp, ({ body }) => {
          energy = energyOf(Number(body.amount).toFixed(6));
          return energy;
        }),
        handle(miningApi.preview, PREVIEW),
        handle(miningApi.purchase, () => contractDetail(energy, 0)),
      ],
    });
    const topUp = await screen.findByRole('form', { name: 'Top up' });
    await user.type(within(topUp).getByLabelText('Top-up amount'), '5');
    await user.click(within(topUp).getByRole('button', { name: 'Top up' }));
    expect(await screen.findByText('Energy topped up')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('mining-energy-balance').textContent).toBe('5.00 USDT'));
    expect(api.callsTo(miningApi.topUp).map((call) => call.body.amount)).toEqual(['5']);

    const product = screen.getByRole('article', { name: 'S19 Pro' });
    const hashRate = within(product).getByLabelText('Hash rate (TH/s)');
    await user.clear(hashRate);
    await user.type(hashRate, '10');
    await user.click(within(product).getByRole('button', { name: 'Buy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm purchase · S19 Pro' });
    expect(within(dialog).getByTestId('preview-price').textContent).toBe('20.00 USDT');
    expect(within(dialog).getByTestId('preview-electricityPerPeriod').textContent).toBe('5.00 USDT');
    expect(within(dialog).getByTestId('mining-risks').textContent).toContain('Lost periods are not paid');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Purchase successful')).toBeTruthy();
    expect(api.callsTo(miningApi.purchase).map((call) => call.body)).toEqual([{ productId: 4, hashRate: 10 }]);
  });

  it('on a contract: the sandbox settles the next period, and unused energy moves back, never more than held', async () => {
    let detail = contractDetail(energyOf('7.000000'), 0);
    const { user, api } = await renderTrade('/mining/31', {
      api: [
        handle(miningApi.contract, () => detail),
        handle(miningApi.energy, () => detail.energy),
        handle(miningApi.settleNext, () => {
          detail = contractDetail(energyOf('2.000000'), 1);
          return detail;
        }),
        handle(miningApi.refundEnergy, () => {
          detail = { ...detail, energy: energyOf('0.000000', '37.000000') };
          return detail.energy;
        }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Settle the next period now' }));
    const first = await screen.findByTestId('mining-settlement-1');
    expect(first.dataset.outcome).toBe('paid');
    expect(api.callsTo(miningApi.settleNext)).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('mining-energy-balance').textContent).toBe('2.00 USDT'));

    const refund = screen.getByRole('form', { name: 'Move back to funding' });
    const amount = within(refund).getByLabelText<HTMLInputElement>('Amount to move back');
    await user.type(amount, '2.000001');
    await user.click(within(refund).getByRole('button', { name: 'Move back' }));
    expect(fieldError(amount)).toBe('The energy balance does not hold this much USDT');
    expect(api.callsTo(miningApi.refundEnergy)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Enter the whole balance' }));
    expect(amount.value).toBe('2');
    await user.click(within(refund).getByRole('button', { name: 'Move back' }));
    expect(await screen.findByText('Energy moved back to funding')).toBeTruthy();
    expect(api.callsTo(miningApi.refundEnergy).map((call) => call.body.amount)).toEqual(['2']);
  });
});
