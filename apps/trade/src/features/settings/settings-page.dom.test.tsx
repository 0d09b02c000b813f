// The settings screen in a DOM: a language chosen turns the screen into it and is saved for the user's e-mails; the
// theme and the price colours kept on this device; log-out asks first, Cancel keeping the session and Ok ending it on
// the server and here, then log-in. The browser journey (e2e/trade/sign-up.spec.ts) logs out once for real.
import { identityApi } from '@platform/contracts';
import { handle } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useMarketPrefs } from '../../lib/market/prefs.ts';
import { useSession } from '../../lib/session.ts';
import { renderTrade } from '../../testing/render-trade.tsx';

// The price colours live in a store outside React, kept between the tests of a worker.
afterEach(() => useMarketPrefs.setState({ upColor: 'green-up' }));

describe('the settings screen', () => {
  it('turns into the language chosen and saves it for the user', async () => {
    const { user, api } = await renderTrade('/settings', { api: [handle(identityApi.updateLanguage, null)] });
    await user.click(await screen.findByRole('radio', { name: '简体中文' }));
    expect(await screen.findByRole('heading', { level: 1, name: '设置' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '红涨绿跌' })).toBeTruthy();
    await waitFor(() =>
      expect(api.callsTo(identityApi.updateLanguage).map((c) => c.body)).toEqual([{ language: 'zh' }]),
    );
  });

  it('keeps the theme and the price colours chosen on this device', async () => {
    const { user } = await renderTrade('/settings');
    const redUp = await screen.findByRole<HTMLInputElement>('radio', { name: 'Red up, green down' });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Green up, red down' }).checked).toBe(true);
    await user.click(redUp);
    expect(redUp.checked).toBe(true);
    expect(JSON.parse(localStorage.getItem('trade.upColor')!).state).toEqual({ upColor: 'red-up' });

    const dark = screen.getByRole<HTMLInputElement>('radio', { name: 'Dark' });
    await user.click(dark);
    expect(dark.checked).toBe(true);
    expect(localStorage.getItem('trade.colorScheme')).toBe('dark');
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
  });

  it('asks before logging out: Cancel keeps the session, Ok ends it on the server and here', async () => {
    const { user, api, router } = await renderTrade('/settings', { api: [handle(identityApi.logout, null)] });
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prompt' });
    expect(dialog.textContent).toContain('Accept or confirm to exit');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Prompt' })).toBeNull());
    expect(useSession.getState().token).toBe('test-token');
    expect(api.callsTo(identityApi.logout)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Prompt' })).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useSession.getState().token).toBeNull();
    expect(api.callsTo(identityApi.logout)).toHaveLength(1);
  });
});
