// Cloud mining (issue 18 §2): products and their preview, the simulated network, purchases, the energy balance and its
// top-ups, the user's contracts with every settled period; the back office's products, network and contracts. The
// sandbox's settle-next-period-now control is on the user's own contract (sandbox servers only).
import { endpoint, perAccount } from '../endpoint.ts';
import { pageOf } from '../envelope.ts';
import {
  adminMiningContractsQuery,
  adminMiningContractView,
  adminMiningNetworkView,
  adminMiningProductsQuery,
  adminMiningProductView,
  miningAdminOptionsView,
  miningContractDetail,
  miningContractsQuery,
  miningContractView,
  miningEnergyRefundBody,
  miningEnergyView,
  miningNetworkQuery,
  miningNetworkView,
  miningParams,
  miningPreviewQuery,
  miningPreviewView,
  miningProductActiveBody,
  miningProductBody,
  miningProductView,
  miningPurchaseBody,
  miningTopUpBody,
} from '../mining.ts';
import { z } from '../zod.ts';

const user = { tag: 'mining', caller: 'user' } as const;
const admin = { tag: 'mining', caller: { roles: ['admin'] } } as const;
const money = perAccount(120, { bucket: 'mining' });

export const miningApi = {
  /** Products on sale now. */
  products: endpoint({ ...user, method: 'GET', path: '/mining/products', response: z.array(miningProductView) }),
  /** The simulated network: its published rule, the seed's hash, the current and past periods (newest first). */
  network: endpoint({
    ...user,
    method: 'GET',
    path: '/mining/network',
    query: miningNetworkQuery,
    response: miningNetworkView,
  }),
  preview: endpoint({
    ...user,
    method: 'GET',
    path: '/mining/products/:id/preview',
    params: miningParams,
    query: miningPreviewQuery,
    response: miningPreviewView,
  }),
  /** Buys hash rate for the product's term: the hash-rate fee is paid from the funding account (USDT). */
  purchase: endpoint({
    ...user,
    method: 'POST',
    path: '/mining/contracts',
    body: miningPurchaseBody,
    response: miningContractDetail,
    idempotent: true,
    rateLimit: money,
    announces: 'uptake.mining',
  }),
  energy: endpoint({ ...user, method: 'GET', path: '/mining/energy', response: miningEnergyView }),
  /** Moves USDT from the funding account to the energy balance; paused contracts resume when it covers a period. */
  topUp: endpoint({
    ...user,
    method: 'POST',
    path: '/mining/energy/top-ups',
    body: miningTopUpBody,
    response: miningEnergyView,
    idempotent: true,
    rateLimit: money,
  }),
  /**
   * Moves unused USDT from the energy balance back to the funding account (refused on the field above the balance);
   * running contracts pause at the next period the balance then cannot pay.
   */
  refundEnergy: endpoint({
    ...user,
    method: 'POST',
    path: '/mining/energy/refunds',
    body: miningEnergyRefundBody,
    response: miningEnergyView,
    idempotent: true,
    rateLimit: money,
  }),
  /** The caller's contracts, newest first. */
  contracts: endpoint({
    ...user,
    method: 'GET',
    path: '/mining/contracts',
    query: miningContractsQuery,
    response: pageOf(miningContractView),
  }),
  contract: endpoint({
    ...user,
    method: 'GET',
    path: '/mining/contracts/:id',
    params: miningParams,
    response: miningContractDetail,
  }),
  /** Sandbox only: the contract's next period settles now (at that network period's inputs). */
  settleNext: endpoint({
    ...user,
    method: 'POST',
    path: '/mining/contracts/:id/sandbox/settle-next',
    params: miningParams,
    response: miningContractDetail,
    idempotent: true,
    rateLimit: money,
  }),
} as const;

export const miningAdminApi = {
  options: endpoint({ ...admin, method: 'GET', path: '/admin/mining/options', response: miningAdminOptionsView }),
  products: endpoint({
    ...admin,
    method: 'GET',
    path: '/admin/mining/products',
    query: adminMiningProductsQuery,
    response: z.array(adminMiningProductView),
  }),
  createProduct: endpoint({
    ...admin,
    method: 'POST',
    path: '/admin/mining/products',
    announces: 'mining',
    body: miningProductBody,
    response: adminMiningProductView,
  }),
  /** Changes apply to later purchases; contracts keep the terms they were bought at. */
  updateProduct: endpoint({
    ...admin,
    method: 'POST',
    path: '/admin/mining/products/:id',
    announces: 'mining',
    params: miningParams,
    body: miningProductBody,
    response: adminMiningProductView,
  }),
  /** Withdrawing refunds in full the contracts whose first period has not started (they fail: 'Mining failed'). */
  setProductActive: endpoint({
    ...admin,
    method: 'POST',
    path: '/admin/mining/products/:id/active',
    announces: 'mining',
    params: miningParams,
    body: miningProductActiveBody,
    response: adminMiningProductView,
  }),
  network: endpoint({
    ...admin,
    method: 'GET',
    path: '/admin/mining/network',
    query: miningNetworkQuery,
    response: adminMiningNetworkView,
  }),
  contracts: endpoint({
    ...admin,
    method: 'GET',
    path: '/admin/mining/contracts',
    query: adminMiningContractsQuery,
    response: pageOf(adminMiningContractView),
  }),
} as const;
