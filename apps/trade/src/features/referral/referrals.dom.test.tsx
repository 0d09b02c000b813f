// Referrals and the install page in a DOM: the count says everyone who joined while the list shows a page and loads
// the rest on request; the install page shows a store button only for a store the operator configured, and a code
// from a chat keeps only its letters and digits. The invitation itself is the referral journey's
// (e2e/trade/referral.spec.ts).
import { referralApi } from '@platform/contracts';
import { handle } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTrade, TRADER } from '../../testing/render-trade.tsx';

const FRIENDS = Array.from({ length: 21 }, (_, i) => ({
  name: `f${i}***@example.com`,
  joinedAt: `2026-03-${String(1 + (i % 28)).padStart(2, '0')}T09:00:00.000Z`,
}));

describe('referrals', () => {
  it('counts everyone who joined, shows a page of them, and loads the rest on request', async () => {
    const { user, api } = await renderTrade('/referrals', {
      api: [
        handle(referralApi.referrals, ({ query }) => {
          const size = query.pageSize ?? 20;
          const from = ((query.pageNum ?? 1) - 1) * size;
          return { inviteCode: TRADER.inviteCode, total: FRIENDS.length, rows: FRIENDS.slice(from, from + size) };
        }),
      ],
    });
    expect((await screen.findByTestId('referral-count')).textContent).toBe('21 people have joined with your code.');
    const joined = () => within(screen.getByRole('list', { name: 'People who joined' })).getAllByRole('listitem');
    await waitFor(() => expect(joined()).toHaveLength(20));
    expect(screen.getByText('Showing 20 of 21')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(joined()).toHaveLength(21));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(api.callsTo(referralApi.referrals).length).toBeGreaterThanOrEqual(2);
  });
});

describe('the install page', () => {
  it('shows a store button only for a configured store, and keeps only the code’s letters and digits', async () => {
    await renderTrade('/install?code=AB-12%3Cb%3E.', {
      signedIn: false,
      api: [handle(referralApi.installInfo, { iosUrl: 'https://apps.apple.com/app/id1', androidUrl: null })],
    });
    const store = await screen.findByRole('link', { name: 'Download on the App Store' });
    expect(store.getAttribute('href')).toBe('https://apps.apple.com/app/id1');
    expect(screen.queryByRole('link', { name: 'Get it on Google Play' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/register?inviteCode=AB12b');
  });
});
