// Security center › Devices and sessions, in a DOM: the account's sessions listed with this device marked, one other
// device signed out by its own button, and every other one after a confirm; the list follows the server.
import { type SessionView, securityApi, sessionsApi, twoFactorApi } from '@platform/contracts';
import { handle } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTrade } from '../../testing/render-trade.tsx';
import { PASSWORD_SET } from '../../testing/security-status.ts';

const THIS: SessionView = {
  id: '11111111-1111-4111-8111-111111111111',
  device: 'Safari · iPhone',
  ip: '198.51.100.20',
  signedInAt: '2026-03-05T09:00:00.000Z',
  lastSeenAt: '2026-03-06T10:00:00.000Z',
  current: true,
};
const LAPTOP: SessionView = {
  id: '22222222-2222-4222-8222-222222222222',
  device: 'Chrome · Windows',
  ip: '203.0.113.7',
  signedInAt: '2026-03-01T08:00:00.000Z',
  lastSeenAt: '2026-03-04T18:30:00.000Z',
  current: false,
};
const UNKNOWN: SessionView = {
  id: '33333333-3333-4333-8333-333333333333',
  device: null,
  ip: null,
  signedInAt: '2026-02-20T08:00:00.000Z',
  lastSeenAt: '2026-02-20T08:05:00.000Z',
  current: false,
};

/** A server holding `initial`: the sign-outs end sessions as the real one does. */
function sessionsServer(initial: SessionView[]) {
  let live = [...initial];
  return [
    handle(sessionsApi.find, () => live),
    handle(sessionsApi.signOut, ({ params }) => {
      live = live.filter((s) => s.id !== params.id);
      return null;
    }),
    handle(sessionsApi.signOutOthers, () => {
      const signedOut = live.filter((s) => !s.current).length;
      live = live.filter((s) => s.current);
      return { signedOut };
    }),
  ];
}

const rows = () => screen.getAllByTestId('session-row');

describe('devices and sessions', () => {
  it('lists each session with its device, address and times, this device marked and without a sign-out', async () => {
    await renderTrade('/security/sessions', { api: sessionsServer([THIS, LAPTOP, UNKNOWN]) });
    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const [mine, laptop, unknown] = rows();
    expect(mine!.textContent).toContain('Safari · iPhone');
    expect(mine!.textContent).toContain('This device');
    expect(mine!.textContent).toContain('198.51.100.20');
    expect(within(mine!).queryByRole('button')).toBeNull();
    expect(laptop!.textContent).toContain('Chrome · Windows');
    expect(laptop!.textContent).not.toContain('This device');
    expect(laptop!.textContent).toContain('Address: 203.0.113.7');
    expect(laptop!.textContent).toMatch(/Signed in: 1 Mar 2026, \d\d:\d\d · Last active: 4 Mar 2026, \d\d:\d\d/);
    expect(unknown!.textContent).toContain('Unknown device');
    expect(unknown!.textContent).toContain('Address: unknown');
    expect(
      within(laptop!).getByRole('button', { name: /^Sign out Chrome · Windows, signed in 1 Mar 2026/ }),
    ).toBeTruthy();
  });

  it('signs one other device out with its own button, and lists what remains', async () => {
    const { user, api } = await renderTrade('/security/sessions', { api: sessionsServer([THIS, LAPTOP, UNKNOWN]) });
    await screen.findByRole('list', { name: 'Signed-in devices' });
    await user.click(within(rows()[1]!).getByRole('button', { name: /^Sign out Chrome · Windows/ }));
    expect(await screen.findByText('That device has been signed out')).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByText('Chrome · Windows')).toBeNull();
    expect(api.callsTo(sessionsApi.signOut).map((call) => call.params)).toEqual([{ id: LAPTOP.id }]);
    expect(api.callsTo(sessionsApi.signOutOthers)).toEqual([]);
  });

  it('signs every other device out only after the confirm, and then offers nothing more to sign out', async () => {
    const { user, api } = await renderTrade('/security/sessions', { api: sessionsServer([THIS, LAPTOP, UNKNOWN]) });
    await screen.findByRole('list', { name: 'Signed-in devices' });
    const everywhere = screen.getByRole('button', { name: 'Sign out everywhere else' });

    // Cancel changes nothing.
    await user.click(everywhere);
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere else?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(sessionsApi.signOutOthers)).toEqual([]);

    await user.click(everywhere);
    const again = await screen.findByRole('dialog', { name: 'Sign out everywhere else?' });
    expect(again.textContent).toContain('Every device but this one will be signed out at once');
    await user.click(within(again).getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText('Every other device has been signed out')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]!.textContent).toContain('This device');
    expect(api.callsTo(sessionsApi.signOutOthers)).toHaveLength(1);
    expect(screen.getByText('No other device is signed in.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Sign out everywhere else' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('reads in Chinese', async () => {
    await renderTrade('/security/sessions', { api: sessionsServer([THIS, LAPTOP]), language: 'zh' });
    expect(await screen.findByRole('list', { name: '已登录的设备' })).toBeTruthy();
    expect(screen.getByText('本设备')).toBeTruthy();
    expect(screen.getByRole('button', { name: '退出其他所有设备' })).toBeTruthy();
  });

  it('is reached from the security center', async () => {
    const { user } = await renderTrade('/security', {
      api: [
        handle(twoFactorApi.status, { enabled: false, recoveryCodesLeft: 0 }),
        ...sessionsServer([THIS]),
        handle(securityApi.status, PASSWORD_SET),
      ],
    });
    await user.click(await screen.findByRole('link', { name: 'Devices and sessions' }));
    expect(await screen.findByRole('list', { name: 'Signed-in devices' })).toBeTruthy();
  });
});
