// The loan review queue in a DOM: it opens on what waits for review, shows every loan when asked, sorts by amount
// from its heading (largest first), and each row links to its page first thing; a new application shows as soon as
// the queue's news says so.
import { type AdminLoanView, loansAdminApi } from '@platform/contracts';
import { handle } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST, renderAdmin, rowWith } from '../../testing/render-admin.tsx';
import { detailOf, LOAN } from './loan-fixture.ts';

const CLOSED: AdminLoanView = { ...LOAN, id: 3, status: 'closed', amount: '500.00' };
const WEN: AdminLoanView = { ...LOAN, id: 8, email: 'wen@example.com' };

const queueServer = (waiting: AdminLoanView[] = [LOAN]) => [
  handle(loansAdminApi.applications, ({ query }) => {
    const rows = query.view === 'all' ? [...waiting, CLOSED] : waiting;
    return { rows, total: rows.length };
  }),
];

describe('the loan review queue', () => {
  it('opens on what waits, shows every loan when asked, and sorts by amount from its heading', async () => {
    const { user, api } = await renderAdmin('/loans/applications', { api: queueServer(), viewport: 'desktop' });
    const row = await rowWith('Review #7');
    expect(row.getAttribute('data-loan-id')).toBe('7');
    expect(within(row).getByRole('link', { name: 'Review #7' }).getAttribute('href')).toBe('/loans/applications/7');
    expect(api.callsTo(loansAdminApi.applications).at(-1)!.query).toMatchObject({ view: 'pending' });
    expect(screen.queryByRole('link', { name: 'View #3' })).toBeNull();

    await user.click(screen.getByText('All loans'));
    expect(await screen.findByRole('link', { name: 'View #3' }, FIRST)).toBeTruthy();
    expect(api.callsTo(loansAdminApi.applications).at(-1)!.query).toMatchObject({ view: 'all' });

    const amount = () => screen.getByRole('columnheader', { name: /^Amount/ });
    await user.click(within(amount()).getByRole('button'));
    await waitFor(() =>
      expect(api.callsTo(loansAdminApi.applications).at(-1)!.query).toMatchObject({ view: 'all', sort: '-amount' }),
    );
    expect(amount().getAttribute('aria-sort')).toBe('descending');
  });

  it('opens an application’s page from the keyboard: j to its row, Enter', async () => {
    const { user, router } = await renderAdmin('/loans/applications', {
      api: [...queueServer([LOAN, WEN]), handle(loansAdminApi.application, detailOf(WEN))],
      viewport: 'desktop',
    });
    await rowWith('wen@example.com');
    await user.keyboard('jj');
    expect(document.activeElement?.getAttribute('data-loan-id')).toBe('8');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/loans/applications/8'));
    expect(await screen.findByText('wen@example.com', {}, FIRST)).toBeTruthy();
  });

  it("shows a new application as soon as the queue's news says one arrived", async () => {
    const waiting = [LOAN];
    const { socket } = await renderAdmin('/loans/applications', { api: queueServer(waiting), viewport: 'desktop' });
    await rowWith('Review #7');
    await waitFor(() => expect(socket.sent()).toContainEqual({ op: 'news.watch', topics: ['queue.loans'] }));
    socket.push({ type: 'news.watching', topics: ['queue.loans'] });
    waiting.push(WEN);
    socket.push({ type: 'news.changed', topic: 'queue.loans' });
    expect((await rowWith('Review #8')).getAttribute('data-loan-id')).toBe('8');
  });
});
