// Saved filters in a DOM (issue 32 §3): a list's filters in the address saved under a name, kept for the operator,
// a link back to that view from the list unfiltered, and removed again.
import { adminApi } from '@platform/contracts';
import { handle } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../../testing/render-admin.tsx';

const emptyLog = [handle(adminApi.findAudit, { rows: [], total: 0 })];

describe('saved filters', () => {
  it('saves the filters in the address under a name, leads back to them, and forgets them on request', async () => {
    localStorage.clear();
    const { user, router } = await renderAdmin('/audit?action=market.halt&page=2', {
      api: emptyLog,
      viewport: 'desktop',
    });
    await user.click(await screen.findByRole('button', { name: 'Save this filter' }));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please name this filter')).toBeTruthy();
    await user.type(screen.getByLabelText('Name of this filter'), 'Halts');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await router.navigate('/audit');
    const saved = await screen.findByRole('group', { name: 'Saved filters' });
    const link = within(saved).getByRole('link', { name: 'Halts' });
    // The view, not the page the operator was on.
    expect(link.getAttribute('href')).toBe('/audit?action=market.halt');
    await user.click(link);
    await waitFor(() => expect(router.state.location.search).toBe('?action=market.halt'));
    expect(within(saved).getByRole('link', { name: 'Halts' }).getAttribute('aria-current')).toBe('page');

    await user.click(within(saved).getByRole('button', { name: 'Remove the saved filter “Halts”' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Halts' })).toBeNull());
    expect(
      localStorage.getItem(Object.keys(localStorage).find((key) => key.startsWith('admin.savedFilters')) ?? ''),
    ).toBe('[]');
  });
});
