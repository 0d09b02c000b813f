// The scenario fixture, in exact decimals: 100 TH/s of a 5-day product (15 USDT per TH/s, electricity 0.06 USDT per
// TH/s per day, daily periods) on network periods 100–104 of the seed 'mining-scenario-seed'. The network's hash rate
// (and so its difficulty) changes between periods 1 and 2; the energy runs out at period 3, which is lost, not paid,
// and pauses the contract; a top-up resumes it and it completes. Expected figures were worked out apart from the
// server (Python's decimal module over the published rule).
import { miningApi } from '@platform/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '../../testing/admin-test-kit.ts';
import { call } from '../../testing/api.ts';
import { ledgerBalanced } from '../../testing/ledger-test-kit.ts';
import {
  buy,
  contractOf,
  createProduct,
  energyOf,
  fixNetworkSeed,
  miner,
  settleNext,
  startAtIndex,
  topUp,
} from '../../testing/mining-test-kit.ts';
import { balance } from '../../testing/money-test-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
beforeAll(async () => {
  await fixNetworkSeed(t.app, 'mining-scenario-seed');
});

describe('a mining contract across a difficulty change and an energy lapse', { timeout: 120_000 }, () => {
  it('pays each period by the formula, loses the unpowered one, resumes after a top-up and completes', async () => {
    const product = await createProduct(t.app, t.admin);
    const { token } = await miner(t.app, '2000');

    const bought = await buy(t.app, token, product.id, 100);
    expect(bought.status).toBe(200);
    expect(bought.body.msg).toBe('Purchase successful');
    const id = bought.body.data.contract.id as number;
    expect(bought.body.data.contract).toMatchObject({
      status: 'locating',
      hashRate: 100,
      price: '1500.000000',
      electricityPerPeriod: '6.000000',
      periodsInTerm: 5,
    });
    expect((await balance(t.app, token, 'USDT')).available).toBe('500.000000');
    await startAtIndex(t.app, id, 100);

    expect((await topUp(t.app, token, '12')).body.msg).toBe('Energy topped up');
    expect(await energyOf(t.app, token)).toMatchObject({ balance: '12.000000', fundingAvailable: '488.000000' });

    const first = await settleNext(t.app, token, id);
    expect(first.status).toBe(200);
    expect(first.body.data.settlements[0]).toMatchObject({
      number: 1,
      networkIndex: 100,
      outcome: 'paid',
      hashRate: 100,
      networkHashRate: '725592000',
      difficulty: '101364031434059',
      blockReward: '3.125',
      blocks: 144,
      gross: '0.000062018324347567',
      payout: '0.00006201',
      electricityFee: '6.000000',
      energyBefore: '12.000000',
    });
    expect(first.body.data.contract.status).toBe('mining');

    // The network's hash rate rose 4.08 %: difficulty up, the same hash rate mines less.
    const second = await settleNext(t.app, token, id);
    expect(second.body.data.settlements[1]).toMatchObject({
      networkIndex: 101,
      outcome: 'paid',
      networkHashRate: '755226510',
      difficulty: '105503924656659',
      gross: '0.000059584772785584',
      payout: '0.00005958',
      energyBefore: '6.000000',
    });
    expect((await balance(t.app, token, 'BTC')).available).toBe('0.00012159');

    // No energy left: period 3 is lost and the contract pauses.
    const third = await settleNext(t.app, token, id);
    expect(third.status).toBe(200);
    expect(third.body.msg).toBe('Insufficient energy, stop mining');
    expect(third.body.data.settlements[2]).toMatchObject({
      number: 3,
      networkIndex: 102,
      outcome: 'lost',
      networkHashRate: '720588722',
      payout: '0.00000000',
      electricityFee: '0.000000',
      energyBefore: '0.000000',
    });
    expect(third.body.data.contract).toMatchObject({ status: 'paused', periodsLost: 1, periodsPaid: 2 });
    expect((await balance(t.app, token, 'BTC')).available).toBe('0.00012159');
    await t.app.inboxSettled();
    const inbox = await call(t.app, 'GET', '/api/inbox/messages?pageSize=20', { token });
    expect(inbox.body.data.rows.map((m: { kind: string }) => m.kind)).toContain('mining.paused');

    // A top-up covering a period resumes it.
    await topUp(t.app, token, '6');
    expect((await contractOf(t.app, token, id)).body.data.contract.status).toBe('mining');
    const fourth = await settleNext(t.app, token, id);
    expect(fourth.body.data.settlements[3]).toMatchObject({
      networkIndex: 103,
      outcome: 'paid',
      networkHashRate: '720232285',
      gross: '0.000062479842874580',
      payout: '0.00006247',
    });

    await topUp(t.app, token, '6');
    const last = await settleNext(t.app, token, id);
    expect(last.body.msg).toBe('Mining successful');
    expect(last.body.data.settlements[4]).toMatchObject({ networkIndex: 104, payout: '0.00006215' });
    expect(last.body.data.contract).toMatchObject({
      status: 'success',
      periodsSettled: 5,
      periodsPaid: 4,
      periodsLost: 1,
      mined: '0.00024621',
      electricityPaid: '24.000000',
      nextPeriodEndsAt: null,
    });
    // The term did not extend: nothing more settles.
    const after = await settleNext(t.app, token, id);
    expect(after.status).toBe(409);
    expect(after.body.msg).toBe('This mining contract has ended');

    expect((await balance(t.app, token, 'BTC')).available).toBe('0.00024621');
    expect((await balance(t.app, token, 'USDT')).available).toBe('476.000000');
    expect(await energyOf(t.app, token)).toMatchObject({ balance: '0.000000' });
    const list = await call(t.app, 'GET', urlOf(miningApi.contracts), { token });
    expect(list.body.data.rows.map((c: { id: number; status: string }) => [c.id, c.status])).toEqual([[id, 'success']]);
    await ledgerBalanced(t.app);
  });
});
