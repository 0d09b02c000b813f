// Views the robot screens' tests render: a grid robot on silver with its backtest, and a running DCA robot on Apple
// with its trade log (one buy open, one closed at a loss).
import type { RobotBacktestView, RobotDetail, RobotProductView, RobotView } from '@platform/contracts';
import { gridRobot } from '@platform/ui/testing';

export const grid: RobotProductView = gridRobot;

export const backtest: RobotBacktestView = {
  productId: 1,
  symbol: 'XAGUSD',
  currency: 'USD',
  params: grid.defaultParams,
  allocation: '1000.00',
  from: '2026-11-26T00:00:00Z',
  to: '2026-11-27T00:00:00Z',
  bars: 1440,
  trades: [
    { at: '2026-11-26T01:00:00Z', side: 'buy', quantity: 10, price: '27.50', fee: '0.14', realizedPnl: null },
    { at: '2026-11-26T02:00:00Z', side: 'sell', quantity: 10, price: '27.70', fee: '0.14', realizedPnl: '1.72' },
  ],
  realizedPnl: '1.72',
  unrealizedPnl: '0.00',
  fees: '0.28',
  endEquity: '1001.72',
  returnPercent: '0.172',
  maxDrawdownPercent: '-0.0451',
  equity: [
    { at: '2026-11-26T00:00:00Z', equity: '1000.00' },
    { at: '2026-11-26T12:00:00Z', equity: '999.55' },
    { at: '2026-11-27T00:00:00Z', equity: '1001.72' },
  ],
};

export const running: RobotView = {
  id: 8,
  productId: 2,
  strategy: 'dca',
  name: 'Apple DCA',
  symbol: 'AAPL',
  currency: 'USD',
  plan: 'rental',
  rentDays: 7,
  feePaid: '4.90',
  purchasedAt: '2026-11-27T06:00:00Z',
  expiresAt: '2026-12-04T06:00:00Z',
  status: 'running',
  stopReason: null,
  stoppedAt: null,
  params: { strategy: 'dca', intervalMinutes: 60, quantityPerBuy: 1, maxBuys: 10, takeProfitPercent: '2' },
  allocation: '500.00',
  marginInUse: '190.50',
  realizedPnl: '-1.25',
  unrealizedPnl: '3.40',
  tradingFees: '0.38',
  orders: 3,
  openPositions: 1,
  lastStepAt: '2026-11-27T06:30:00Z',
  note: null,
  noteParams: null,
};

export const detail: RobotDetail = {
  robot: running,
  tradeCount: 2,
  trades: [
    {
      orderId: 31,
      positionId: 21,
      side: 'buy',
      quantity: 1,
      openPrice: '190.50',
      openedAt: '2026-11-27T06:30:00Z',
      openFee: '0.10',
      state: 'open',
      closePrice: null,
      closedAt: null,
      closeFee: null,
      realizedPnl: null,
      floatingPnl: '3.40',
      margin: '190.50',
    },
    {
      orderId: 30,
      positionId: 20,
      side: 'buy',
      quantity: 1,
      openPrice: '191.00',
      openedAt: '2026-11-27T06:00:00Z',
      openFee: '0.09',
      state: 'closed',
      closePrice: '189.94',
      closedAt: '2026-11-27T06:15:00Z',
      closeFee: '0.10',
      realizedPnl: '-1.25',
      floatingPnl: null,
      margin: '191.00',
    },
  ],
};
