// The Me screen in a DOM: the account as the server answers it (not as this device stored it at log-in), the invite
// code copied on request, no row for what the account has not got, a failed load said in place with a retry that
// loads it, and the same in Chinese. The browser journey (e2e/trade/sign-up.spec.ts) reads it once after signing up.
import { identityApi, type UserView } from '@platform/contracts';
import { handle, refuse } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderTrade, TRADER } from '../../testing/render-trade.tsx';

/** The account as the server has it now: a username chosen since this device stored the user. */
const NOW: UserView = { ...TRADER, username: 'jordan_x', email: 'jordan@example.com' };

/** The description list's rows as label → value. */
const rows = () =>
  Object.fromEntries(
    within(screen.getByRole('main'))
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

// happy-dom is no secure context, where the copy button would fall back to a selection copy it cannot do; the
// clipboard user-event installs stands in for the browser's.
afterEach(() => vi.unstubAllGlobals());

describe('the Me screen', () => {
  it("shows the server's account, and copies the invite code on request", async () => {
    vi.stubGlobal('isSecureContext', true);
    const { user } = await renderTrade('/me', { api: [handle(identityApi.getUserInfo, NOW)] });
    await waitFor(() => expect(rows().Username).toBe('jordan_x'));
    expect(rows()).toMatchObject({
      'User ID': '7',
      Email: 'jordan@example.com',
      'My invite code': expect.stringContaining('ABCD2345'),
      'Member since': expect.stringMatching(/2026/),
    });
    expect(screen.getByTestId('invite-code').textContent).toBe('ABCD2345');
    expect(screen.getByText('Friends enter this code when they sign up.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Copy My invite code' }));
    expect(await screen.findByText('Copy Success')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe('ABCD2345');
  });

  it('has no username or invite-code row for an account without them', async () => {
    await renderTrade('/me', {
      signedIn: { ...TRADER, inviteCode: null },
      api: [handle(identityApi.getUserInfo, { ...TRADER, username: null, inviteCode: null })],
    });
    await waitFor(() => expect(rows().Username).toBeUndefined());
    expect(Object.keys(rows())).toEqual(['User ID', 'Email', 'Member since']);
    expect(screen.queryByTestId('invite-code')).toBeNull();
    expect(screen.queryByText('Friends enter this code when they sign up.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Invite friends' }).getAttribute('href')).toBe('/referrals');
  });

  it('says in place, in Chinese, when the account cannot be loaded, and loads it on Retry', async () => {
    let down = true;
    const { user, api } = await renderTrade('/me', {
      language: 'zh',
      api: [handle(identityApi.getUserInfo, () => (down ? refuse(500, 'Internal error') : NOW))],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('无法加载账户信息。');
    expect(screen.queryByRole('term')).toBeNull();
    const failed = api.callsTo(identityApi.getUserInfo).length;
    down = false;
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(rows().用户名).toBe('jordan_x'));
    expect(rows().我的邀请码).toContain('ABCD2345');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.callsTo(identityApi.getUserInfo)).toHaveLength(failed + 1);
  });
});
