// AI trading robots (issue 18 §1): the catalogue with its backtests, buying or renting, the user's robots (purchase
// history, income, trade log) and their start, pause and stop; a sandbox control that steps a robot now.
import { endpoint, perAccount } from '../endpoint.ts';
import { pageOf } from '../envelope.ts';
import {
  adminRobotProductsQuery,
  adminRobotProductView,
  robotBacktestBody,
  robotBacktestView,
  robotDetail,
  robotOptionsView,
  robotParamsOf,
  robotPreviewQuery,
  robotPreviewView,
  robotProductBody,
  robotProductParams,
  robotProductView,
  robotPurchaseBody,
  robotStopBody,
  robotsQuery,
  robotView,
} from '../robots.ts';
import { z } from '../zod.ts';

const user = { tag: 'robots', caller: 'user' } as const;
const money = perAccount(120, { bucket: 'robots' });

export const robotsApi = {
  options: endpoint({ ...user, method: 'GET', path: '/robots/options', response: robotOptionsView }),
  /** The robots offered now, one per strategy at least. */
  products: endpoint({ ...user, method: 'GET', path: '/robots/products', response: z.array(robotProductView) }),
  product: endpoint({
    ...user,
    method: 'GET',
    path: '/robots/products/:id',
    params: robotProductParams,
    response: robotProductView,
  }),
  /** Replays the strategy over the simulator's recorded bars (nothing is stored or traded). */
  backtest: endpoint({
    ...user,
    method: 'POST',
    path: '/robots/products/:id/backtest',
    params: robotProductParams,
    body: robotBacktestBody,
    response: robotBacktestView,
    rateLimit: perAccount(60, { bucket: 'robots-backtest' }),
  }),
  preview: endpoint({
    ...user,
    method: 'GET',
    path: '/robots/products/:id/preview',
    params: robotProductParams,
    query: robotPreviewQuery,
    response: robotPreviewView,
  }),
  /** Needs a verified identity (KYC). Charges the price or the rental's fee from the trading account. */
  purchase: endpoint({
    ...user,
    method: 'POST',
    path: '/robots/products/:id/purchase',
    params: robotProductParams,
    body: robotPurchaseBody,
    response: robotDetail,
    idempotent: true,
    rateLimit: money,
    announces: 'uptake.robots',
  }),
  /** The caller's robots (their purchases), newest first. */
  mine: endpoint({ ...user, method: 'GET', path: '/robots/mine', query: robotsQuery, response: pageOf(robotView) }),
  robot: endpoint({ ...user, method: 'GET', path: '/robots/mine/:id', params: robotParamsOf, response: robotDetail }),
  /** From paused (or stopped by the user, while a rental has not expired): the job steps it again. */
  start: endpoint({
    ...user,
    method: 'POST',
    path: '/robots/mine/:id/start',
    params: robotParamsOf,
    response: robotDetail,
    idempotent: true,
    rateLimit: money,
    announces: 'uptake.robots',
  }),
  /** Places nothing until started again; its positions stay its own. */
  pause: endpoint({
    ...user,
    method: 'POST',
    path: '/robots/mine/:id/pause',
    params: robotParamsOf,
    response: robotDetail,
    idempotent: true,
    rateLimit: money,
    announces: 'uptake.robots',
  }),
  /** Closes its open positions at market, or hands them back to the user's own book, as the body says. */
  stop: endpoint({
    ...user,
    method: 'POST',
    path: '/robots/mine/:id/stop',
    params: robotParamsOf,
    body: robotStopBody,
    response: robotDetail,
    idempotent: true,
    rateLimit: money,
    announces: 'uptake.robots',
  }),
  /** Sandbox only: the running robot takes one step now, as the job would. */
  stepNow: endpoint({
    ...user,
    method: 'POST',
    path: '/robots/mine/:id/sandbox/step',
    params: robotParamsOf,
    response: robotDetail,
    rateLimit: money,
  }),
} as const;

const admin = { tag: 'robots', caller: { roles: ['admin'] } } as const;

export const robotsAdminApi = {
  /** Every product, offered or not, with how many robots were bought of it and run now; in the order asked. */
  products: endpoint({
    ...admin,
    method: 'GET',
    path: '/admin/robots/products',
    query: adminRobotProductsQuery,
    response: z.array(adminRobotProductView),
  }),
  /** Audited with the reason; robots already bought keep their terms. */
  updateProduct: endpoint({
    ...admin,
    method: 'POST',
    path: '/admin/robots/products/:id',
    announces: 'robots',
    params: robotProductParams,
    body: robotProductBody,
    response: adminRobotProductView,
  }),
} as const;
