// A block-trading permission application's own page in a DOM: reached from its number in the queue, it approves with
// `a` and rejects with `r`, each only with a reason, shows the decision once made and its history in a tab; in
// Chinese for a reviewer; an unknown number says so, and support staff are told they may not review.
import { type AdminBlockApplicationView, blockTradingAdminApi, objectHistoryApi } from '@platform/contracts';
import { fieldError, handle, refuse } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST, operatorWith, renderAdmin, rowWith } from '../../testing/render-admin.tsx';

const APPLICATION: AdminBlockApplicationView = {
  id: 3,
  userId: 100_003,
  userEmail: 'lucy@example.com',
  status: 'pending',
  reason: null,
  reviewerId: null,
  createdAt: '2026-11-28T09:00:00.000Z',
  reviewedAt: null,
};

/** A server holding one application, reviewing it as the real one does. */
function applicationServer() {
  let current = APPLICATION;
  return [
    handle(blockTradingAdminApi.applications, () => ({
      rows: current.status === 'pending' ? [current] : [],
      total: 1,
    })),
    handle(blockTradingAdminApi.offers, { rows: [] }),
    handle(blockTradingAdminApi.application, ({ params }) =>
      params.id === current.id ? current : refuse(404, 'Not found'),
    ),
    handle(blockTradingAdminApi.review, ({ body }) => {
      current = {
        ...current,
        status: body.decision === 'approve' ? 'approved' : 'rejected',
        reason: body.reason ?? null,
        reviewerId: 1,
        reviewedAt: '2026-11-28T10:00:00.000Z',
      };
      return current;
    }),
    handle(objectHistoryApi.history, { rows: [], total: 0 }),
  ];
}

/** The page once its application has loaded (its heading shows before). */
async function opened(heading = 'Block-trading application #3', tab = 'Overview') {
  await screen.findByRole('heading', { level: 1, name: heading }, FIRST);
  await screen.findByRole('tab', { name: tab }, FIRST);
}

describe('a block-trading application’s page', () => {
  it('opens from its number in the queue, and rejects with `r` only with a reason', async () => {
    const { user, api } = await renderAdmin('/block-trading', { api: applicationServer(), viewport: 'desktop' });
    await user.click(
      within(await rowWith('lucy@example.com')).getByRole('link', { name: 'Open application #3 (lucy@example.com)' }),
    );
    await opened();
    expect(screen.getByText('Under review')).toBeTruthy();
    // Back in the queue, a click on the row (not on its buttons) opens the page too.
    await user.click(screen.getByRole('link', { name: /Back to block trading/ }));
    await user.click(within(await rowWith('lucy@example.com')).getByText('lucy@example.com'));
    await opened();

    await user.keyboard('r');
    const form = await screen.findByRole('form', { name: 'Reject application #3' });
    await user.click(within(form).getByRole('button', { name: 'Ok' }));
    expect(fieldError(within(form).getByLabelText(/^Reason/))).toBe('Please enter a reason');
    expect(api.callsTo(blockTradingAdminApi.review)).toHaveLength(0);
    await user.type(within(form).getByLabelText(/^Reason/), 'Trading history too short');
    await user.click(within(form).getByRole('button', { name: 'Ok' }));
    expect(await screen.findByText(/This application has been decided/)).toBeTruthy();
    expect(api.callsTo(blockTradingAdminApi.review)[0]).toMatchObject({
      params: { id: 3 },
      body: { decision: 'reject', reason: 'Trading history too short' },
    });
    expect(screen.getByText('Trading history too short')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('approves from the keyboard (`a`, the reason, Ctrl+Enter), and shows its history in a tab', async () => {
    const { user, api } = await renderAdmin('/block-trading/applications/3', {
      api: applicationServer(),
      viewport: 'phone',
    });
    await opened();
    await user.keyboard('a');
    const form = await screen.findByRole('form', { name: 'Approve application #3' });
    expect(within(form).getByText(/Block trading opens for the user at once/)).toBeTruthy();
    // From the keyboard alone: the reason has the focus, Ctrl+Enter decides.
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText(/^Reason/)));
    await user.keyboard('KYC verified, account funded{Control>}{Enter}{/Control}');
    await waitFor(() =>
      expect(api.callsTo(blockTradingAdminApi.review)[0]?.body).toEqual({
        decision: 'approve',
        reason: 'KYC verified, account funded',
      }),
    );
    expect(await screen.findByText('Approved')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'History' }));
    expect(await screen.findByText('Nothing recorded about this application yet')).toBeTruthy();
    expect(api.callsTo(objectHistoryApi.history)[0]!.query).toMatchObject({
      targetType: 'block_trade_application',
      targetId: '3',
    });
  });

  it('is in Chinese for a reviewer', async () => {
    await renderAdmin('/block-trading/applications/3', {
      operator: operatorWith(['reviewer']),
      api: applicationServer(),
      language: 'zh',
      viewport: 'desktop',
    });
    await opened('大宗交易申请 #3', '概览');
    expect(screen.getByRole('button', { name: '通过' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '驳回' })).toBeTruthy();
  });

  it('says so when there is no such application', async () => {
    await renderAdmin('/block-trading/applications/99', { api: applicationServer(), viewport: 'desktop' });
    expect(await screen.findByText('There is no block-trading application #99', {}, FIRST)).toBeTruthy();
  });

  it('tells support staff they may not review, and asks nothing', async () => {
    const { api } = await renderAdmin('/block-trading/applications/3', {
      operator: operatorWith(['support']),
      viewport: 'desktop',
    });
    expect(
      await screen.findByText('Only reviewers and admins review block-trading permissions.', undefined, FIRST),
    ).toBeTruthy();
    expect(api.callsTo(blockTradingAdminApi.application)).toHaveLength(0);
  });
});
