// An IPO offering's own page in a DOM: reached from its symbol in the list; on a sandbox its controls are marked as the
// sandbox's and act only once confirmed with a reason (close now while open, list now once allotted); a server that is
// no sandbox shows none; an offering not yet open is edited from its page; its allotment and history are tabs.
import { type AdminIpoOfferingView, adminApi, ipoAdminApi, objectHistoryApi } from '@platform/contracts';
import { handle, refuse } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST, renderAdmin, rowWith } from '../../testing/render-admin.tsx';
import { offering } from './offering-fixture.ts';

const OPEN = offering({ id: 2, symbol: 'OPNX', phase: 'purchasable', finalPrice: '19.00' });
const ALLOTTED = offering({ id: 4, symbol: 'DONE', phase: 'allotted', finalPrice: '19.50', lotsRequested: 30 });
const UPCOMING = offering({ id: 1, symbol: 'UPCO', phase: 'upcoming' });

/** A server holding the offerings, its sandbox controls moving them on as the real one does. */
function ipoServer(rows: AdminIpoOfferingView[], { sandbox = true } = {}) {
  let current = rows;
  const byId = (id: number) => current.find((row) => row.id === id);
  const moved = (id: number, phase: AdminIpoOfferingView['phase']) => {
    current = current.map((row) => (row.id === id ? { ...row, phase } : row));
    return byId(id)!;
  };
  return [
    handle(adminApi.sandbox, { sandbox }),
    handle(ipoAdminApi.offerings, () => ({ rows: current, total: current.length })),
    handle(ipoAdminApi.offering, ({ params }) => byId(params.id) ?? refuse(404, 'Not found')),
    handle(ipoAdminApi.closeNow, ({ params }) => moved(params.id, 'allotted')),
    handle(ipoAdminApi.listNow, ({ params }) => moved(params.id, 'listed')),
    handle(ipoAdminApi.allotment, ({ params }) => ({
      offeringId: params.id,
      seedHash: 'cd'.repeat(32),
      seed: 'ef'.repeat(32),
      lotSize: 100,
      lotsOffered: 10_000,
      lotsRequested: 30,
      price: '19.50',
      ranAt: '2030-03-08T21:00:00.000Z',
      lines: [],
    })),
    handle(objectHistoryApi.history, { rows: [], total: 0 }),
  ];
}

/** The page once its offering has loaded. */
async function opened(symbol: string) {
  await screen.findByRole('heading', { level: 1, name: `${symbol} · Newco Robotics Inc.` }, FIRST);
  await screen.findByRole('tab', { name: 'Overview' }, FIRST);
}

describe('an IPO offering’s page', () => {
  it('opens from its symbol, and closes the subscription now only once confirmed with a reason', async () => {
    const { user, api } = await renderAdmin('/ipo', { api: ipoServer([OPEN]), viewport: 'desktop' });
    await user.click(within(await rowWith('OPNX')).getByRole('link', { name: 'Open OPNX' }));
    await opened('OPNX');
    const controls = await screen.findByRole('region', { name: 'Sandbox controls' });
    expect(within(controls).getByText('Sandbox')).toBeTruthy();
    expect(within(controls).queryByRole('button', { name: 'List now' })).toBeNull();
    await user.click(within(controls).getByRole('button', { name: 'Close subscription now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close the subscription of OPNX now?' });
    expect(within(dialog).getByText(/the allotment runs at the final price, 19.00 USD/)).toBeTruthy();
    expect(api.callsTo(ipoAdminApi.closeNow)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Sandbox walkthrough');
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() =>
      expect(api.callsTo(ipoAdminApi.closeNow)[0]).toMatchObject({
        params: { id: 2 },
        body: { reason: 'Sandbox walkthrough' },
      }),
    );
    // Allotted now: the page offers the listing, and the allotment as a tab.
    expect(await screen.findByRole('button', { name: 'List now' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Allotment' })).toBeTruthy();
  });

  it('lists an allotted offering now once confirmed, and shows its allotment and history in tabs', async () => {
    const { user, api } = await renderAdmin('/ipo/4', { api: ipoServer([ALLOTTED]), viewport: 'phone' });
    await opened('DONE');
    await user.click(await screen.findByRole('button', { name: 'List now' }));
    const dialog = await screen.findByRole('dialog', { name: 'List DONE now?' });
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Listing day in the sandbox');
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() =>
      expect(api.callsTo(ipoAdminApi.listNow)[0]?.body).toEqual({ reason: 'Listing day in the sandbox' }),
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Sandbox controls' })).toBeNull());

    await user.click(screen.getByRole('tab', { name: 'Allotment' }));
    expect(await screen.findByText('ef'.repeat(32))).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'History' }));
    expect(await screen.findByText('Nothing recorded about this offering yet')).toBeTruthy();
    expect(api.callsTo(objectHistoryApi.history)[0]!.query).toMatchObject({
      targetType: 'ipo_offering',
      targetId: '4',
    });
  });

  it('shows no sandbox controls when the server is no sandbox', async () => {
    const { api } = await renderAdmin('/ipo/2', { api: ipoServer([OPEN], { sandbox: false }), viewport: 'desktop' });
    await opened('OPNX');
    await waitFor(() => expect(api.callsTo(adminApi.sandbox)).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Sandbox controls' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close subscription now' })).toBeNull();
  });

  it('edits an offering that has not opened from its page', async () => {
    const { user } = await renderAdmin('/ipo/1', { api: ipoServer([UPCOMING]), viewport: 'desktop' });
    await opened('UPCO');
    await user.click(screen.getAllByRole('button', { name: 'Edit UPCO' })[0]!);
    expect(await screen.findByRole('dialog', { name: 'Edit UPCO' })).toBeTruthy();
  });

  it('says so when there is no such offering', async () => {
    await renderAdmin('/ipo/99', { api: ipoServer([UPCOMING]), viewport: 'desktop' });
    expect(await screen.findByText('There is no offering #99', {}, FIRST)).toBeTruthy();
  });
});
