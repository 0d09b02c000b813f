// Views the follow screens' tests render: Northwind Trend, a trend follower on Apple with its record and recent trades,
// and a follow order of 1,000 USD for 30 days waiting for its start.
import type { FollowInstitutionDetail, FollowInstitutionView, FollowOrderView } from '@platform/contracts';

export const trend: FollowInstitutionView = {
  id: 3,
  name: 'Northwind Trend',
  description: 'A trend follower on one large stock.',
  params: { strategy: 'trend', symbol: 'AAPL', fastMinutes: 20, slowMinutes: 60, exposurePercent: 50 },
  managementFeePercent: '2.00',
  profitSharePercent: '20.00',
  periods: [7, 30, 90],
  minAmount: '100',
  maxAmount: '1000000',
  recordSince: '2026-11-01T00:00:00Z',
  equity: '1234567.89',
  returns: { day: '0.4251', week: '-1.2', month: null, all: '3.145' },
  maxDrawdown: '-4.5678',
  trades: 1234,
  active: true,
};

export const detail: FollowInstitutionDetail = {
  institution: trend,
  equity: [
    { at: '2026-11-01T00:00:00Z', equity: '1000000.00' },
    { at: '2026-11-10T00:00:00Z', equity: '1100000.00' },
    { at: '2026-11-20T00:00:00Z', equity: '1234567.89' },
  ],
  recentTrades: [
    {
      orderId: 91,
      symbol: 'AAPL',
      side: 'sell',
      quantity: 2500,
      price: '190.25',
      at: '2026-11-20T14:00:00Z',
      realizedPnl: '-1250.50',
    },
    {
      orderId: 90,
      symbol: 'AAPL',
      side: 'buy',
      quantity: 2500,
      price: '190.75',
      at: '2026-11-20T13:00:00Z',
      realizedPnl: null,
    },
  ],
};

export const waiting: FollowOrderView = {
  id: 12,
  institutionId: 3,
  institutionName: 'Northwind Trend',
  status: 'waiting',
  amount: '1000.00',
  periodDays: 30,
  managementFeePercent: '2.00',
  profitSharePercent: '20.00',
  createdAt: '2026-11-27T04:00:00Z',
  startedAt: null,
  endsAt: '2026-12-27T04:00:00Z',
  startEquity: null,
  highWaterMark: null,
  returnPercent: null,
  grossPnl: null,
  managementFee: null,
  profitShare: null,
  value: null,
  settledAt: null,
};

/** Running 2.5 % up from its start. */
export const running: FollowOrderView = {
  ...waiting,
  status: 'running',
  startedAt: '2026-11-27T04:01:00Z',
  startEquity: '1234567.89',
  highWaterMark: '1',
  returnPercent: '2.5',
  value: '1025.00',
};
/** 10% up: gross 100.00, management 1.64, profit share 20% × 1000 × (1.10 − 1) = 20.00, value 1,078.36. */
export const settled: FollowOrderView = {
  ...running,
  status: 'settled',
  returnPercent: '10',
  grossPnl: '100.00',
  managementFee: '1.64',
  profitShare: '20.00',
  value: '1078.36',
  settledAt: '2026-12-27T04:02:00Z',
};
