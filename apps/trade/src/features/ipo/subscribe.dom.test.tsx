// Subscribing to an IPO in a DOM: one lot more and the amount it costs, the confirm dialog asked of the server with and
// without financing (cancelled, then confirmed), the subscription shown on the page once placed, and a change of
// quantity in Chinese. What each preview and state shows is ipo-screens.test.tsx; what is frozen, the allotment and the
// listing are API tests (apps/server/src/features/ipo/ipo.test.ts, ipo-money.test.ts, allotment.test.ts).
import {
  type IpoAllotmentView,
  type IpoOfferingView,
  type IpoPreviewView,
  type IpoSubscriptionView,
  ipoApi,
} from '@platform/contracts';
import { handle } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTrade } from '../../testing/render-trade.tsx';
import { offering } from './ipo-fixture.ts';

const DAY = 86_400_000;
const OFFERING: IpoOfferingView = {
  ...offering,
  sharesOffered: 500,
  sharesOutstanding: 2_000_000,
  amountRaised: '6250.00',
  // Open now for two more days, whatever the day the test runs.
  opensAt: new Date(Date.now() - DAY).toISOString(),
  closesAt: new Date(Date.now() + 2 * DAY).toISOString(),
  listingDate: new Date(Date.now() + 7 * DAY).toISOString().slice(0, 10),
  prospectusFile: null,
  financingLeverage: 5,
};

const ALLOTMENT: IpoAllotmentView = {
  offeringId: 7,
  seedHash: OFFERING.seedHash,
  seed: null,
  lotSize: 100,
  lotsOffered: 5,
  lotsRequested: 0,
  price: null,
  ranAt: null,
  lines: [],
};

/** The server's preview of `lots` lots at 12.50: paid in full, or financed at 5× (a fifth as margin). */
function preview(lots: number, financed: boolean): IpoPreviewView {
  const total = (lots * 1250).toFixed(2);
  const margin = financed ? (lots * 250).toFixed(2) : total;
  return {
    quantity: lots * 100,
    lots,
    price: '12.50',
    financed,
    leverage: financed ? 5 : 1,
    total,
    margin,
    financedAmount: financed ? (lots * 1000).toFixed(2) : '0.00',
    interest: financed ? '1.07' : '0.00',
    interestDays: financed ? 3 : 0,
    fee: '5.00',
    frozen: (Number(margin) + 5 + (financed ? 1.07 : 0)).toFixed(2),
    available: '10000.00',
    closesAt: OFFERING.closesAt,
    listingDate: OFFERING.listingDate,
  };
}

function subscriptionOf(lots: number): IpoSubscriptionView {
  const total = (lots * 1250).toFixed(2);
  return {
    id: 41,
    reference: 'IPO7-41',
    offeringId: 7,
    symbol: 'NOVA',
    company: 'Nova Robotics',
    phase: 'purchasable',
    status: 'subscribed',
    quantity: lots * 100,
    price: '12.50',
    financed: false,
    leverage: 1,
    total,
    fee: '5.00',
    interest: '0.00',
    allottedQuantity: null,
    amountPaid: '0.00',
    amountPending: (lots * 1250 + 5).toFixed(2),
    amountReleased: '0.00',
    discountedPrice: '12.50',
    actualBuyPrice: null,
    positionId: null,
    createdAt: '2026-11-28T08:00:00Z',
    updatedAt: '2026-11-28T08:00:00Z',
    allottedAt: null,
  };
}

/** The server: the offering with the user's subscription once placed or changed. */
function offeringServer(lots: number | null = null) {
  let subscription = lots === null ? null : subscriptionOf(lots);
  return [
    handle(ipoApi.offering, () => ({ offering: OFFERING, subscription })),
    handle(ipoApi.allotment, ALLOTMENT),
    handle(ipoApi.preview, ({ query }) => preview(query.quantity / 100, query.financing ?? false)),
    handle(ipoApi.subscribe, ({ body }) => {
      subscription = subscriptionOf(body.quantity / 100);
      return subscription;
    }),
    handle(ipoApi.change, ({ body }) => {
      subscription = subscriptionOf(body.quantity / 100);
      return subscription;
    }),
  ];
}

describe('subscribing to an IPO', () => {
  it('lists the offering as purchasable; the Subscribed view says when nothing waits for an allotment', async () => {
    const { user, router } = await renderTrade('/ipo', {
      api: [
        handle(ipoApi.purchasable, { rows: [OFFERING], total: 1 }),
        handle(ipoApi.subscriptions, { rows: [], total: 0 }),
      ],
    });
    const card = await screen.findByTestId('ipo-offering');
    expect(within(card).getByTestId('ipo-price').textContent).toBe('10.00 – 12.50 USD');
    await user.click(screen.getByRole('tab', { name: 'Subscribed' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=subscribed'));
    expect((await screen.findByTestId('empty-state')).textContent).toMatch(
      /No subscription is waiting for an allotment/,
    );
  });

  it('one lot more, financed: the dialog discloses it; cancelled; then paid in full and subscribed', async () => {
    const { user, api } = await renderTrade('/ipo/7', { api: offeringServer() });
    await user.click(await screen.findByRole('button', { name: 'One lot more' }));
    expect(screen.getByLabelText<HTMLInputElement>('Lots').value).toBe('2');
    expect(screen.getByTestId('ipo-amount').textContent).toBe('Amount at 12.50 USD: 2,500.00 USD (before the fee)');

    await user.click(screen.getByText('Subscribe with financing'));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm subscription · NOVA' });
    expect(within(dialog).getByTestId('preview-margin').textContent).toBe('500.00 USD');
    expect(within(dialog).getByTestId('preview-financedAmount').textContent).toBe('2,000.00 USD');
    expect(within(dialog).getByTestId('preview-financing').textContent).toContain(
      '6.5% a year on the financed amount of 2,000.00 USD',
    );
    expect(dialog.textContent).toContain('Allotment is not guaranteed.');
    await user.click(within(dialog).getAllByRole('button', { name: 'Cancel' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(ipoApi.subscribe)).toEqual([]);

    await user.click(screen.getByText('Subscribe with financing'));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const paid = await screen.findByRole('dialog', { name: 'Confirm subscription · NOVA' });
    expect(within(paid).getByTestId('preview-frozen').textContent).toBe('2,505.00 USD');
    expect(within(paid).queryByTestId('preview-financing')).toBeNull();
    await user.click(within(paid).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Subscribed: 2,505.00 USD frozen until the allotment')).toBeTruthy();
    expect(api.callsTo(ipoApi.subscribe).map((call) => call.body)).toEqual([{ quantity: 200, financing: false }]);
    const yours = await screen.findByTestId('ipo-yours');
    await waitFor(() =>
      expect(within(yours).getByTestId('ipo-status').textContent).toBe('Subscribed · waiting allotment'),
    );
    expect(within(yours).getByTestId('ipo-amountPending').textContent).toBe('2,505.00 USD');
  });

  it('changes a subscription to one lot more, in Chinese', async () => {
    const { user, api } = await renderTrade('/ipo/7', { api: offeringServer(2), language: 'zh' });
    const yours = await screen.findByTestId('ipo-yours');
    expect(within(yours).getByTestId('ipo-status').textContent).toBe('已申购 · 待配售');
    await user.click(within(yours).getByRole('button', { name: '修改数量' }));
    await user.click(within(yours).getByRole('button', { name: '加一手' }));
    await user.click(within(yours).getByRole('button', { name: '查看新数量' }));
    const change = await screen.findByRole('dialog', { name: '确认新数量 · NOVA' });
    expect(within(change).getByTestId('preview-frozen').textContent).toBe('3,755.00 USD');
    expect(change.textContent).toContain('不保证获配。');
    await user.click(within(change).getByRole('button', { name: '确认' }));
    expect(await screen.findByText('申购已修改：已冻结 3,755.00 USD，待配售')).toBeTruthy();
    expect(api.callsTo(ipoApi.change).map((call) => call.body.quantity)).toEqual([300]);
    await waitFor(() => expect(within(yours).getByTestId('ipo-quantity').textContent).toBe('300 股'));
  });
});
