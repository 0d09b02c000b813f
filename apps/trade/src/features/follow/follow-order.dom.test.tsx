// Following an institution in a DOM: an amount outside the range refused on its field with nothing asked of the
// server, then the server's preview in the confirm dialog and the order placed once. What the preview shows in each
// case is follow-screens.test.tsx; the money held, the fees and the settlement are API tests
// (apps/server/src/features/follow/follow-money.test.ts, follow-scenarios.test.ts).
import {
  type FollowInstitutionDetail,
  type FollowOrderView,
  type FollowPreviewView,
  followApi,
  realNameApi,
  tradingApi,
} from '@platform/contracts';
import { fieldError, handle } from '@platform/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTrade } from '../../testing/render-trade.tsx';
import { settled, trend, waiting } from './follow-fixture.ts';

const DETAIL: FollowInstitutionDetail = {
  institution: {
    ...trend,
    managementFeePercent: '5.00',
    periods: [7, 30],
    equity: '1000000.00',
    returns: { day: '0.10', week: null, month: null, all: '0.10' },
    maxDrawdown: '0',
    trades: 2,
  },
  equity: [{ at: '2026-11-01T00:00:00Z', equity: '1000000.00' }],
  recentTrades: [],
};

/** 100 USD for 7 days: 5 % a year of it is 0.0959, charged as 0.10. */
const PREVIEW: FollowPreviewView = {
  amount: '100.00',
  periodDays: 7,
  held: '100.00',
  endsAt: '2026-12-04T04:00:00Z',
  managementFeePercent: '5.00',
  managementFee: '0.10',
  profitSharePercent: '20.00',
  highWaterMark: '1.0000',
  available: '1000.00',
};

const ORDER: FollowOrderView = {
  ...waiting,
  amount: '100.00',
  periodDays: 7,
  managementFeePercent: '5.00',
  endsAt: '2026-12-04T04:00:00Z',
};

const institutionScreen = [
  handle(followApi.institution, DETAIL),
  handle(realNameApi.info, { status: 'approved', submission: null }),
  handle(followApi.preview, PREVIEW),
  handle(followApi.placeOrder, ORDER),
];

describe('following an institution', () => {
  it('refuses an amount below the range on its field and asks the server nothing', async () => {
    const { user, api } = await renderTrade('/follow/3', { api: institutionScreen });
    const form = await screen.findByRole('form', { name: 'Follow this institution' });
    const amount = within(form).getByLabelText(/^Amount \(USD\)/);
    await user.type(amount, '99.99');
    await user.click(within(form).getByRole('button', { name: 'Follow' }));
    expect(fieldError(amount)).toBe('Follow-order amounts range from 100 to 1000000 dollars');
    expect(api.callsTo(followApi.preview)).toEqual([]);
  });

  it('confirms with the server’s preview and places the order once', async () => {
    const { user, api } = await renderTrade('/follow/3', { api: institutionScreen });
    const form = await screen.findByRole('form', { name: 'Follow this institution' });
    await user.type(within(form).getByLabelText(/^Amount \(USD\)/), '100');
    await user.click(within(form).getByRole('button', { name: 'Follow' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm follow · Northwind Trend' });
    expect(within(dialog).getByTestId('preview-amount').textContent).toBe('100.00 USD');
    expect(within(dialog).getByTestId('preview-held').textContent).toBe('100.00 USD');
    expect(within(dialog).getByTestId('preview-available').textContent).toBe('1,000.00 USD');
    expect(within(dialog).getByTestId('preview-managementFee').textContent).toBe('0.10 USD');
    expect(within(dialog).getByTestId('preview-lockup').textContent).toMatch(/^Cannot be sold until .+\.$/);
    expect(within(dialog).getByTestId('preview-risks').textContent).toContain(
      'Past results do not predict future ones',
    );
    expect(api.callsTo(followApi.preview).map((call) => call.query)).toEqual([{ amount: '100', periodDays: 7 }]);

    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/^Follow order placed: 100\.00 USD held until/)).toBeTruthy();
    expect(api.callsTo(followApi.placeOrder).map((call) => call.body)).toEqual([{ amount: '100', periodDays: 7 }]);
  });
});

describe('a settled follow order', () => {
  it('opens the working of its gross P/L, fees and value with its own figures', async () => {
    const { user } = await renderTrade('/records', {
      api: [
        handle(tradingApi.account, { accounts: [] }),
        handle(tradingApi.positions, { rows: [], total: 0 }),
        handle(tradingApi.orders, { rows: [], total: 0 }),
        handle(followApi.orders, { rows: [settled], total: 1 }),
      ],
    });
    await user.click(await screen.findByRole('tab', { name: 'Follow investments' }));
    const order = await screen.findByTestId(`follow-order-${settled.id}`);
    await user.click(within(order).getByRole('button', { name: 'How Fees is worked out' }));
    const fees = (await screen.findByTestId('follow-fees-steps')).textContent;
    expect(fees).toContain('Management fee: 1000.00 × 2.00 % × 30 ÷ 365 = 1.64 USD');
    expect(fees).toContain('1.64 + 20.00 = 21.64 USD');
    await user.click(within(order).getByRole('button', { name: 'How Value received is worked out' }));
    expect((await screen.findByTestId('follow-value-steps')).textContent).toContain(
      '1000.00 + (100.00) − 21.64 = 1078.36 USD',
    );
  });
});
