// AI robots' actions in a DOM: renting a robot through the server's preview (the rental's end, the fee, the
// allocation), landing on its page; the sandbox's step; stopping it with its positions closed. What each screen shows
// is robots-screens.test.tsx; what a robot trades, charges and earns (its income equal to its trade log) are API tests
// (apps/server/src/features/robots/robots-lifecycle.test.ts, robots-scenarios.test.ts).
import {
  type RobotBacktestView,
  type RobotDetail,
  type RobotPreviewView,
  type RobotProductView,
  type RobotView,
  realNameApi,
  robotsApi,
} from '@platform/contracts';
import { handle } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTrade } from '../../testing/render-trade.tsx';
import { backtest, grid, running } from '../../testing/robots.ts';

const PRODUCT: RobotProductView = {
  ...grid,
  id: 2,
  strategy: 'dca',
  name: 'Apple DCA',
  description: 'Buys Apple at a fixed interval.',
  symbol: 'AAPL',
  instrumentName: 'Apple Inc.',
  defaultParams: running.params,
};

/** Nothing traded over the day. */
const BACKTEST: RobotBacktestView = {
  ...backtest,
  productId: 2,
  symbol: 'AAPL',
  params: PRODUCT.defaultParams,
  trades: [],
  realizedPnl: '0.00',
  fees: '0.00',
  endEquity: '1000.00',
  returnPercent: '0',
  maxDrawdownPercent: '0',
  equity: [{ at: '2026-11-26T00:00:00Z', equity: '1000.00' }],
};

const PREVIEW: RobotPreviewView = {
  productId: 2,
  plan: 'rental',
  days: 7,
  currency: 'USD',
  fee: '9.90',
  expiresAt: '2026-12-05T06:00:00Z',
  allocation: '500.00',
  freeMargin: '1000.00',
  freeMarginAfter: '990.10',
  equity: '1000.00',
  allocated: '0.00',
  availableToAllocate: '990.10',
};

/** Just rented: nothing traded yet. */
const ROBOT: RobotView = {
  ...running,
  feePaid: '9.90',
  purchasedAt: '2026-11-28T06:00:00Z',
  expiresAt: '2026-12-05T06:00:00Z',
  marginInUse: '0.00',
  realizedPnl: '0.00',
  unrealizedPnl: '0.00',
  tradingFees: '0.00',
  orders: 0,
  openPositions: 0,
  lastStepAt: null,
};

const BOUGHT: RobotDetail = { robot: ROBOT, tradeCount: 0, trades: [] };

/** After a step: one buy of 1 AAPL at 190.50, open. */
const STEPPED: RobotDetail = {
  robot: { ...ROBOT, orders: 1, openPositions: 1, marginInUse: '190.50', lastStepAt: '2026-11-28T06:01:00Z' },
  tradeCount: 1,
  trades: [
    {
      orderId: 31,
      positionId: 21,
      side: 'buy',
      quantity: 1,
      openPrice: '190.50',
      openedAt: '2026-11-28T06:01:00Z',
      openFee: '0.10',
      state: 'open',
      closePrice: null,
      closedAt: null,
      closeFee: null,
      realizedPnl: null,
      floatingPnl: '0.00',
      margin: '190.50',
    },
  ],
};

/** Stopped with its position closed at 190.00: realised −0.50 − 0.10 fee. */
const STOPPED: RobotDetail = {
  robot: {
    ...STEPPED.robot,
    status: 'stopped',
    stoppedAt: '2026-11-28T06:05:00Z',
    openPositions: 0,
    realizedPnl: '-0.60',
  },
  tradeCount: 1,
  trades: [
    {
      ...STEPPED.trades[0]!,
      state: 'closed',
      closePrice: '190.00',
      closedAt: '2026-11-28T06:05:00Z',
      closeFee: '0.10',
      realizedPnl: '-0.60',
      floatingPnl: null,
    },
  ],
};

const shared = [
  handle(robotsApi.options, { sandbox: true, stepEveryMs: 15_000 }),
  handle(realNameApi.info, { status: 'approved', submission: null }),
];

describe('AI robots', () => {
  // A long flow (the product page's parts, a preview, a purchase): on a busy machine it outlasts the default 30 s.
  it('rents a robot for its shortest period through the server’s preview, and lands on its page', {
    timeout: 60_000,
  }, async () => {
    const { user, api, router } = await renderTrade('/robots/2', {
      api: [
        ...shared,
        handle(robotsApi.product, PRODUCT),
        handle(robotsApi.backtest, BACKTEST),
        handle(robotsApi.preview, PREVIEW),
        handle(robotsApi.purchase, BOUGHT),
        handle(robotsApi.robot, BOUGHT),
      ],
    });
    const form = await screen.findByRole('form', { name: 'Buy or rent this robot' });
    expect(screen.getByLabelText<HTMLInputElement>('Minutes between buys').value).toBe('60');
    await user.click(within(form).getByText('Rent', { exact: true }));
    await user.type(within(form).getByLabelText(/^Allocation \(USD\)/), '500');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rent Apple DCA' });
    expect(within(dialog).getByTestId('preview-term').textContent).toMatch(
      /^The rental ends on .+: the robot stops then, and its open positions are handed back to you as your own\.$/,
    );
    expect(within(dialog).getByTestId('preview-allocation').textContent).toBe('500.00 USD');
    expect(within(dialog).getByTestId('preview-allocation-words').textContent).toContain('The money is not moved');
    expect(api.callsTo(robotsApi.preview).at(-1)?.query).toMatchObject({ plan: 'rental', days: 7, allocation: '500' });

    await user.click(within(dialog).getByRole('button', { name: 'Confirm and pay' }));
    expect(await screen.findByText('Apple DCA is yours: it starts trading at its next step.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/robots/mine/8'));
    expect(api.callsTo(robotsApi.purchase)).toHaveLength(1);
  });

  it('steps in the sandbox, then stops with its positions closed at the market', async () => {
    let detail = BOUGHT;
    const { user, api } = await renderTrade('/robots/mine/8', {
      api: [
        ...shared,
        handle(robotsApi.robot, () => detail),
        handle(robotsApi.stepNow, () => {
          detail = STEPPED;
          return detail;
        }),
        handle(robotsApi.stop, () => {
          detail = STOPPED;
          return detail;
        }),
      ],
    });
    await user.click(await screen.findByTestId('robot-step-now'));
    const log = screen.getByTestId('robot-trades');
    await waitFor(() => expect(within(log).getAllByRole('listitem')[0]?.textContent).toContain('Buy 1 AAPL at'));

    await user.click(screen.getByRole('button', { name: 'Stop' }));
    const stop = await screen.findByRole('dialog', { name: 'Stop Apple DCA' });
    await user.click(within(stop).getByRole('radio', { name: 'Close them now at the market price' }));
    await user.click(within(stop).getByRole('button', { name: 'Stop the robot' }));
    await waitFor(() => expect(screen.getAllByTestId('robot-status')[0]?.textContent).toBe('Stopped'));
    expect(api.callsTo(robotsApi.stop).map((call) => call.body)).toEqual([{ positions: 'close' }]);
    expect(log.querySelectorAll('li[data-state="open"]')).toHaveLength(0);
  });
});
