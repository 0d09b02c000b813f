// Block trading in a DOM: a permission application approved, another rejected only with a reason, each leaving the
// queue; an offer's band outside its range refused on its field (nothing sent), a symbol the server refuses shown on
// its field, a saved offer listed with its prices, repriced at each pushed last price and asked again on the offers'
// news; a reviewer reviews without the offers, in Chinese; support neither.
import {
  type AdminBlockApplicationView,
  type AdminBlockOfferView,
  blockTradingAdminApi,
  type SetBlockOfferBody,
} from '@platform/contracts';
import { fieldError, handle, quoteOf, refuse } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST, operatorWith, renderAdmin, rowWith, sortsFromHeading } from '../../testing/render-admin.tsx';

const application = (id: number, userEmail: string): AdminBlockApplicationView => ({
  id,
  userId: 100_000 + id,
  userEmail,
  status: 'pending',
  reason: null,
  reviewerId: null,
  createdAt: '2026-11-28T09:00:00.000Z',
  reviewedAt: null,
});

/** The offer the server makes of a body, priced from a last price of 200.00. */
const offerOf = (body: SetBlockOfferBody): AdminBlockOfferView => {
  const band = Number(body.bandPercent) / 100;
  return {
    symbol: body.symbol,
    name: 'Apple Inc.',
    currency: 'USD',
    last: '200.00',
    bandPercent: body.bandPercent,
    tickSize: '0.01',
    buyPrice: (200 * (1 + band)).toFixed(2),
    sellPrice: (200 * (1 - band)).toFixed(2),
    available: Number(body.available),
    minQuantity: 10_000,
    lotSize: 1,
    leverages: [1],
    feeRate: '0.001',
    updatedBy: 1,
    updatedAt: '2026-11-28T10:00:00.000Z',
  };
};

/** A server holding two applications and the offers, reviewing and setting them as the real one does. */
function blockServer(saved: AdminBlockOfferView[] = []) {
  let pending = [application(3, 'lucy@example.com'), application(4, 'ming@example.com')];
  let offers = saved;
  return [
    handle(blockTradingAdminApi.applications, ({ query }) => {
      const rows = pending.filter((row) => !query.status || row.status === query.status);
      return { rows, total: rows.length };
    }),
    handle(blockTradingAdminApi.review, ({ params, body }) => {
      const status = body.decision === 'approve' ? 'approved' : 'rejected';
      pending = pending.map((row) => (row.id === params.id ? { ...row, status, reason: body.reason ?? null } : row));
      return pending.find((row) => row.id === params.id)!;
    }),
    handle(blockTradingAdminApi.offers, () => ({ rows: offers })),
    handle(blockTradingAdminApi.setOffer, ({ body }) => {
      if (body.symbol === 'SPX') {
        return refuse(400, 'Block offers are for stocks only', [
          { field: 'symbol', message: 'Block offers are for stocks only' },
        ]);
      }
      offers = [offerOf(body)];
      return offers[0]!;
    }),
  ];
}

describe('block trading', () => {
  it('sorts the queue from the user and applied-at headings', async () => {
    const rendered = await renderAdmin('/block-trading', { api: blockServer(), viewport: 'desktop' });
    await sortsFromHeading(rendered, blockTradingAdminApi.applications, /^User/, 'userEmail');
    await sortsFromHeading(rendered, blockTradingAdminApi.applications, /^Applied/, '-createdAt');
  });

  it('approves one application, and rejects another only with a reason', async () => {
    const { user, api } = await renderAdmin('/block-trading', { api: blockServer(), viewport: 'desktop' });
    await user.click(
      within(await rowWith('lucy@example.com')).getByRole('button', {
        name: 'Approve application #3 (lucy@example.com)',
      }),
    );
    expect(await screen.findByText('Block trading opened for the user')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('lucy@example.com')).toBeNull());
    expect(api.callsTo(blockTradingAdminApi.review)[0]).toMatchObject({
      params: { id: 3 },
      body: { decision: 'approve' },
    });

    await user.click(screen.getByRole('button', { name: 'Reject application #4 (ming@example.com)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject application #4' });
    expect(dialog.textContent).toContain('The user sees your reason and may apply again.');
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(fieldError(within(dialog).getByLabelText(/^Reason/))).toBe('Please enter a reason');
    expect(api.callsTo(blockTradingAdminApi.review)).toHaveLength(1);
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Trading history too short');
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(await screen.findByText('No applications waiting')).toBeTruthy();
    expect(api.callsTo(blockTradingAdminApi.review)[1]).toMatchObject({
      params: { id: 4 },
      body: { decision: 'reject', reason: 'Trading history too short' },
    });
  });

  it('refuses a band out of range and a symbol the server refuses on their fields, then lists the saved offer', async () => {
    const { user, api } = await renderAdmin('/block-trading', { api: blockServer(), viewport: 'desktop' });
    expect(await screen.findByText('No block offers yet', undefined, FIRST)).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Set an offer' });
    const band = within(form).getByLabelText('Band (%)');
    await user.type(within(form).getByLabelText('Symbol'), 'spx');
    await user.clear(band);
    await user.type(band, '15');
    await user.click(within(form).getByRole('button', { name: 'Save offer' }));
    expect(fieldError(band)).toBe('The band must be from 0.1% to 10%');
    expect(api.callsTo(blockTradingAdminApi.setOffer)).toHaveLength(0);

    await user.clear(band);
    await user.type(band, '2.5');
    await user.click(within(form).getByRole('button', { name: 'Save offer' }));
    await waitFor(() =>
      expect(fieldError(within(form).getByLabelText('Symbol'))).toBe('Block offers are for stocks only'),
    );
    expect(api.callsTo(blockTradingAdminApi.setOffer)[0]!.body).toEqual({
      symbol: 'SPX',
      bandPercent: '2.5',
      available: 100_000,
    });

    await user.clear(within(form).getByLabelText('Symbol'));
    await user.type(within(form).getByLabelText('Symbol'), 'aapl');
    await user.click(within(form).getByRole('button', { name: 'Save offer' }));
    expect(await screen.findByText('Block offer saved')).toBeTruthy();
    const offer = await rowWith('AAPL', screen.getByRole('table', { name: 'House block offers' }));
    expect(
      within(offer)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['AAPL', '200.00', '±2.5%', '205.00', '195.00', '100,000']);
  });

  it("reprices the offers at each pushed last price, and asks for them again on the offers' news", async () => {
    const saved = offerOf({ symbol: 'AAPL', bandPercent: '2', available: 50_000 });
    const { api, socket } = await renderAdmin('/block-trading', { api: blockServer([saved]), viewport: 'desktop' });
    const offer = await rowWith('AAPL', await screen.findByRole('table', { name: 'House block offers' }, FIRST));
    const cells = () =>
      within(offer)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    // The page watches the offers' news beside the applications queue's, in one watch.
    const lastWatch = () => socket.sent().findLast((message) => message.op === 'news.watch');
    await waitFor(() => expect(lastWatch()).toMatchObject({ topics: expect.arrayContaining(['block']) }));
    const watched = lastWatch();
    socket.push({ type: 'news.watching', topics: watched?.op === 'news.watch' ? watched.topics : [] });
    const reads = () => api.callsTo(blockTradingAdminApi.offers).length;
    await waitFor(() => expect(reads()).toBe(2));

    // 201.00 × 1.02 = 205.02 to buy, 201.00 × 0.98 = 196.98 to sell, without asking the server.
    socket.pushQuotes(quoteOf('201.00', { symbol: 'AAPL', time: Date.now() }));
    await waitFor(() => expect(cells()).toEqual(['AAPL', '201.00', '±2%', '205.02', '196.98', '50,000']));
    expect(reads()).toBe(2);
    socket.push({ type: 'news.changed', topic: 'block' });
    await waitFor(() => expect(reads()).toBe(3));
  });

  it('lets a reviewer review applications but not set offers, in Chinese', async () => {
    const { api } = await renderAdmin('/block-trading', {
      operator: operatorWith(['reviewer']),
      api: blockServer(),
      language: 'zh',
      viewport: 'desktop',
    });
    const row = await rowWith('lucy@example.com');
    expect(within(row).getByRole('button', { name: '通过申请 #3（lucy@example.com）' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: '驳回申请 #3（lucy@example.com）' })).toBeTruthy();
    expect(screen.getByText('只有管理员可以设置大宗报价。')).toBeTruthy();
    expect(screen.queryByRole('form', { name: '设置报价' })).toBeNull();
    expect(api.callsTo(blockTradingAdminApi.offers)).toHaveLength(0);
  });

  it('tells support staff they may do neither, and asks nothing', async () => {
    const { api } = await renderAdmin('/block-trading', { operator: operatorWith(['support']), viewport: 'desktop' });
    expect(
      await screen.findByText('Only reviewers and admins review block-trading permissions.', undefined, FIRST),
    ).toBeTruthy();
    expect(screen.getByText('Only admins set block offers.')).toBeTruthy();
    expect(api.callsTo(blockTradingAdminApi.applications)).toHaveLength(0);
    expect(api.callsTo(blockTradingAdminApi.offers)).toHaveLength(0);
  });
});
