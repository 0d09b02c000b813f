// Shared moves of the mining tests: products made through the back office, users with USDT in their funding account,
// purchases, top-ups, energy refunds and the sandbox's settle-next through the user's API, a fixed network seed, and the ledger check.
import { createHash } from 'node:crypto';
import { miningAdminApi, miningApi, pathWith } from '@platform/contracts';
import { eq, miningContracts, miningNetwork } from '@platform/db';
import { urlOf } from './admin-test-kit.ts';
import { type Call, call, signUp } from './api.ts';
import { depositTo } from './ledger-test-kit.ts';
import { keyed, newKey } from './money-test-kit.ts';
import type { TestApp } from './test-app.ts';

let names = 0;

/** 15 USDT per TH/s for 5 days, electricity 0.06 USDT per TH/s per day, 10–1,000 TH/s. */
export function productBody(overrides: Record<string, unknown> = {}) {
  return {
    name: `Antminer S19 Pro ${process.pid}-${names++}`,
    description: 'Bitcoin SHA-256 hash rate hosted in the pool.',
    pool: 'Sandbox Pool',
    coin: 'BTC',
    pricePerTh: '15',
    electricityPerThDay: '0.06',
    termDays: 5,
    minHashRate: 10,
    maxHashRate: 1000,
    active: true,
    reason: 'New product approved by the mining desk',
    ...overrides,
  };
}

export async function createProduct(app: TestApp, admin: string, overrides: Record<string, unknown> = {}) {
  const res = await call(app, 'POST', urlOf(miningAdminApi.createProduct), {
    token: admin,
    body: productBody(overrides),
  });
  if (res.status !== 200) throw new Error(`product refused: ${JSON.stringify(res.body)}`);
  return res.body.data as { id: number; name: string };
}

/** A signed-up user with `usdt` in their USDT funding account (a deposit entry through chain clearing). */
export async function miner(app: TestApp, usdt: string) {
  const signed = await signUp(app);
  if (usdt !== '0') await depositTo(app.db, signed.user.userId, usdt);
  return signed;
}

export const buy = (app: TestApp, token: string, productId: number, hashRate: number | string, key = newKey()) =>
  keyed(app, miningApi.purchase.path, token, { productId, hashRate }, key);

export const topUp = (app: TestApp, token: string, amount: string, key = newKey()) =>
  keyed(app, miningApi.topUp.path, token, { amount }, key);

export const refundEnergy = (app: TestApp, token: string, amount: string, key = newKey()) =>
  keyed(app, miningApi.refundEnergy.path, token, { amount }, key);

export const settleNext = (app: TestApp, token: string, contractId: number, key = newKey()): Promise<Call> =>
  keyed(app, pathWith(miningApi.settleNext.path, { id: contractId }), token, {}, key);

export const contractOf = (app: TestApp, token: string, contractId: number) =>
  call(app, 'GET', urlOf(miningApi.contract, { id: contractId }), { token });

export const energyOf = async (app: TestApp, token: string) =>
  (await call(app, 'GET', urlOf(miningApi.energy), { token })).body.data as {
    balance: string;
    fundingAvailable: string;
  };

/** The network's seed becomes `seed` (its hash published with it): a test's inputs are then known in advance. */
export async function fixNetworkSeed(app: TestApp, seed: string) {
  await call(app, 'GET', urlOf(miningApi.network), { token: (await signUp(app)).token });
  await app.db
    .update(miningNetwork)
    .set({ seed, seedHash: createHash('sha256').update(seed).digest('hex') })
    .where(eq(miningNetwork.id, 1));
}

/** The contract's first period becomes network period `index` (the next ones follow). */
export const startAtIndex = (app: TestApp, contractId: number, index: number) =>
  app.db.update(miningContracts).set({ firstNetworkIndex: index }).where(eq(miningContracts.id, contractId));
