// Block trading in a DOM: the permission's states (apply, under review with no offers, opened with the house offers),
// an offer priced from the last price with its band disclosed, and a 10,000-share order confirmed with the server's
// figures and placed once. The fill at the band's edge, the 10,000-share minimum and the ledger are API tests
// (apps/server/src/features/block-trading/block-trading.test.ts).
import {
  type BlockOfferView,
  type BlockPermissionView,
  type BlockPreviewView,
  blockTradingApi,
  tradingApi,
} from '@platform/contracts';
import { handle } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LISTING, openPosition, quoteAt, STOCK, SYMBOL, tradingAccount } from '../../testing/fixtures.ts';
import { renderTrade } from '../../testing/render-trade.tsx';

const permission = (state: BlockPermissionView['state']): BlockPermissionView => ({
  state,
  reason: null,
  appliedAt: state === 'not_opened' ? null : '2026-03-02T15:00:00.000Z',
  reviewedAt: state === 'approved' ? '2026-03-02T15:10:00.000Z' : null,
  identityVerified: true,
});

/** The house offer: last 100.50 ± 2 %, so 102.51 to buy and 98.49 to sell. */
const OFFER: BlockOfferView = {
  symbol: SYMBOL,
  name: STOCK.name,
  currency: 'USD',
  last: '100.50',
  bandPercent: '2',
  tickSize: '0.01',
  buyPrice: '102.51',
  sellPrice: '98.49',
  available: 5_000_000,
  minQuantity: 10_000,
  lotSize: 1,
  leverages: [1, 5, 10],
  feeRate: '0.001',
};

const PREVIEW: BlockPreviewView = {
  symbol: SYMBOL,
  side: 'buy',
  quantity: 10_000,
  leverage: 10,
  currency: 'USD',
  last: '100.50',
  bandPercent: '2',
  price: '102.51',
  amount: '1025100.00',
  margin: '102510.00',
  fee: '1025.10',
  total: '103535.10',
  freeMargin: '400000.00',
};

function blockScreen(state: BlockPermissionView['state']) {
  let current = permission(state);
  return [
    handle(blockTradingApi.permission, () => current),
    handle(blockTradingApi.apply, () => {
      current = permission('under_review');
      return current;
    }),
    handle(blockTradingApi.offers, { rows: [OFFER] }),
    handle(blockTradingApi.preview, PREVIEW),
    handle(blockTradingApi.placeOrder, ({ body }) => {
      const position = openPosition({ quantity: body.quantity, openPrice: '102.51', origin: 'block' });
      return {
        order: {
          id: 60,
          symbol: SYMBOL,
          name: STOCK.name,
          currency: 'USD' as const,
          type: 'market' as const,
          side: body.side,
          timeInForce: 'gtc' as const,
          quantity: body.quantity,
          leverage: body.leverage,
          feeRate: '0.001',
          limitPrice: null,
          stopLoss: null,
          takeProfit: null,
          status: 'filled' as const,
          origin: 'block' as const,
          reason: null,
          heldAmount: '0.00',
          fillPrice: '102.51',
          amount: PREVIEW.amount,
          margin: PREVIEW.margin,
          fee: PREVIEW.fee,
          positionId: position.id,
          createdAt: '2026-03-02T15:30:00.000Z',
          filledAt: '2026-03-02T15:30:00.000Z',
          endedAt: null,
          expiresAt: null,
        },
        position,
        offer: { ...OFFER, available: OFFER.available - body.quantity },
      };
    }),
    handle(tradingApi.account, { accounts: [tradingAccount('400000.00')] }),
  ];
}

describe('block trading', () => {
  it('applies for the permission: under review, and no offers until it is opened', async () => {
    const { user, api } = await renderTrade('/block-trading', { api: blockScreen('not_opened') });
    const state = await screen.findByTestId('block-permission-state');
    expect(state.textContent).toBe('Not yet opened');
    await user.click(screen.getByRole('button', { name: 'Apply for activation' }));
    await waitFor(() => expect(state.textContent).toBe('Permissions under review'));
    expect(api.callsTo(blockTradingApi.apply)).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'House block offers' })).toBeNull();
  });

  it('once opened: the offer priced from the last price with its band; a 10,000-share order confirmed and placed', async () => {
    const { user, api } = await renderTrade('/block-trading', { api: blockScreen('approved') });
    expect((await screen.findByTestId('block-permission-state')).textContent).toBe('Opened');
    const offers = await screen.findByRole('region', { name: 'House block offers' });
    expect(within(offers).getByTestId('simulated-badge')).toBeTruthy();
    const offer = within(offers).getByRole('article', { name: new RegExp(`^${SYMBOL}`) });
    expect(within(offer).getByTestId('block-band').textContent).toBe('Priced at last 100.50 ± 2%');
    expect(within(offer).getByTestId('block-buy-price').textContent).toBe('102.51');

    await user.click(within(offer).getByRole('button', { name: 'Place block order' }));
    const dialog = await screen.findByRole('dialog', { name: `Confirm block order · ${SYMBOL}` });
    expect(within(dialog).getByTestId('preview-quantity').textContent).toBe('10,000');
    expect(within(dialog).getByTestId('preview-price').textContent).toBe('102.51 USD');
    expect(within(dialog).getByTestId('preview-amount').textContent).toBe('1,025,100.00 USD');
    expect(api.callsTo(blockTradingApi.preview).map((call) => call.query)).toEqual([
      { symbol: SYMBOL, side: 'buy', quantity: 10_000, leverage: 10 },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Block order filled at 102.51 USD')).toBeTruthy();
    expect(api.callsTo(blockTradingApi.placeOrder).map((call) => call.body)).toEqual([
      { symbol: SYMBOL, side: 'buy', quantity: 10_000, leverage: 10 },
    ]);
  });

  it('reads in Chinese', async () => {
    await renderTrade('/block-trading', { api: blockScreen('approved'), language: 'zh' });
    expect(await screen.findByRole('heading', { level: 1, name: '大宗交易' })).toBeTruthy();
    expect((await screen.findByTestId('block-permission-state')).textContent).toBe('已开通');
    expect((await screen.findByTestId('block-band')).textContent).toContain('按最新价');
  });
});

describe('the decision on the permission, told rather than polled', () => {
  it('learns of it from the inbox message, and polls for it only while the inbox news is not heard', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }); // only the polls' clocks
    try {
      let current = permission('under_review');
      const { api, socket } = await renderTrade('/block-trading', {
        api: [...blockScreen('under_review'), handle(blockTradingApi.permission, () => current)],
      });
      const state = await screen.findByTestId('block-permission-state');
      expect(state.textContent).toBe('Permissions under review');
      await waitFor(() => expect(socket.sent()).toContainEqual({ op: 'inbox.watch' }));
      const reads = () => api.callsTo(blockTradingApi.permission).length;
      vi.advanceTimersByTime(10_500); // the watch not yet answered: polled
      await waitFor(() => expect(reads()).toBe(2));

      socket.push({ type: 'inbox.unread', unread: 0 }); // the server answers the watch: asked once, then no polling
      await waitFor(() => expect(reads()).toBe(3));
      vi.advanceTimersByTime(60_000);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(reads()).toBe(3);

      current = permission('approved');
      socket.push({
        type: 'inbox.unread',
        unread: 1,
        latest: {
          id: 7,
          kind: 'blockTrading.approved',
          category: 'account',
          params: {},
          link: '/block-trading',
          urgent: false,
          read: false,
          createdAt: '2026-03-02T16:00:00.000Z',
        },
      });
      await waitFor(() => expect(screen.getByTestId('block-permission-state').textContent).toBe('Opened'));
      expect(reads()).toBe(4);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the offers, pushed rather than polled', () => {
  it('reprices an offer at each pushed last price, and asks for the offers again only on their news once heard', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }); // only the polls' clocks
    try {
      const { api, socket } = await renderTrade('/block-trading', { api: blockScreen('approved') });
      const offer = await screen.findByRole('article', { name: new RegExp(`^${SYMBOL}`) });
      await waitFor(() => expect(socket.sent()).toContainEqual({ op: 'news.watch', topics: ['block'] }));
      const reads = () => api.callsTo(blockTradingApi.offers).length;
      const before = reads();
      vi.advanceTimersByTime(3_500); // the watch not yet answered: polled
      await waitFor(() => expect(reads()).toBe(before + 1));

      socket.push({ type: 'news.watching', topics: ['block'] }); // heard: asked once, then no polling
      await waitFor(() => expect(reads()).toBe(before + 2));
      vi.advanceTimersByTime(60_000);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(reads()).toBe(before + 2);

      // The market moves: 101.00 × 1.02 = 103.02 to buy, 101.00 × 0.98 = 98.98 to sell, without asking the server.
      socket.pushQuotes(quoteAt('101.00', { time: LISTING.quote.time + 60_000 }));
      await waitFor(() => expect(within(offer).getByTestId('block-buy-price').textContent).toBe('103.02'));
      expect(within(offer).getByTestId('block-band').textContent).toBe('Priced at last 101.00 ± 2%');
      expect(reads()).toBe(before + 2);

      // An operator changed the offers (or another order took size): asked again at once.
      socket.push({ type: 'news.changed', topic: 'block' });
      await waitFor(() => expect(reads()).toBe(before + 3));
    } finally {
      vi.useRealTimers();
    }
  });
});
