// The operator's own devices and sessions in a DOM: this device marked and not offered a sign-out, another device
// signed out by its own button and gone from the list; the server's refusal said, and the list asked again; every
// other device signed out after a confirm, then the button disabled; in Chinese too.
import { type SessionView, sessionsApi } from '@platform/contracts';
import { handle, refuse } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST, renderAdmin } from '../../testing/render-admin.tsx';

const THIS: SessionView = {
  id: '0b8f3c2e-6d1a-4f5b-9c7e-2a4d6f8b0c1e',
  device: 'Firefox on Linux',
  ip: '10.0.0.5',
  signedInAt: '2026-11-28T08:00:00.000Z',
  lastSeenAt: '2026-11-28T09:00:00.000Z',
  current: true,
};
const PHONE: SessionView = {
  id: '7e1d9a3b-2c4f-4e6a-8b0d-1f3a5c7e9b2d',
  device: 'Safari on iPhone',
  ip: '203.0.113.9',
  signedInAt: '2026-11-20T18:30:00.000Z',
  lastSeenAt: '2026-11-27T21:00:00.000Z',
  current: false,
};
const LAPTOP: SessionView = { ...PHONE, id: '3c5e7a9b-1d2f-4a6c-8e0b-2d4f6a8c0e1f', device: 'Chrome on Windows' };

/** A server holding the operator's sessions, ending them as asked. */
function sessionsServer(...others: SessionView[]) {
  let sessions = [THIS, ...others];
  return [
    handle(sessionsApi.find, () => sessions),
    handle(sessionsApi.signOut, ({ params }) => {
      sessions = sessions.filter((s) => s.id !== params.id);
      return null;
    }),
    handle(sessionsApi.signOutOthers, () => {
      const ended = sessions.length - 1;
      sessions = [THIS];
      return { signedOut: ended };
    }),
  ];
}

const rowOf = async (device: string) =>
  (await screen.findAllByTestId('session-row', undefined, FIRST)).find((row) => row.textContent?.includes(device))!;

describe('own sessions', () => {
  it('marks this device, signs another one out by its own button, and then has no one else to sign out', async () => {
    const { user, api } = await renderAdmin('/account/sessions', { api: sessionsServer(PHONE), viewport: 'desktop' });
    const current = await rowOf('Firefox on Linux');
    expect(current.textContent).toContain('This device');
    expect(within(current).queryByRole('button')).toBeNull();
    const phone = await rowOf('Safari on iPhone');
    expect(phone.textContent).toContain('Address: 203.0.113.9');

    await user.click(within(phone).getByRole('button', { name: /^Sign out Safari on iPhone, signed in/ }));
    expect(await screen.findByText('That device has been signed out')).toBeTruthy();
    expect(api.callsTo(sessionsApi.signOut)).toEqual([{ params: { id: PHONE.id }, query: undefined, body: undefined }]);
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(1));
    expect(screen.getByText('No other device is signed in.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' }).hasAttribute('disabled')).toBe(true);
  });

  it('says why the server refused a sign-out, and asks for the list again', async () => {
    const { user, api } = await renderAdmin('/account/sessions', {
      api: [...sessionsServer(PHONE), handle(sessionsApi.signOut, refuse(404, 'This session has already ended'))],
      viewport: 'desktop',
    });
    const phone = await rowOf('Safari on iPhone');
    const before = api.callsTo(sessionsApi.find).length;
    await user.click(within(phone).getByRole('button', { name: /^Sign out Safari on iPhone/ }));
    expect(await screen.findByText('This session has already ended')).toBeTruthy();
    await waitFor(() => expect(api.callsTo(sessionsApi.find).length).toBeGreaterThan(before));
  });

  it('signs every other device out after a confirm, in Chinese', async () => {
    const { user, api } = await renderAdmin('/account/sessions', {
      api: sessionsServer(PHONE, LAPTOP),
      language: 'zh',
      viewport: 'desktop',
    });
    expect(await screen.findByRole('heading', { level: 1, name: '设备与会话' }, FIRST)).toBeTruthy();
    expect((await rowOf('Firefox on Linux')).textContent).toContain('本设备');
    await user.click(screen.getByRole('button', { name: '退出其他所有设备' }));
    const confirm = await screen.findByRole('dialog', { name: '退出其他所有设备？' });
    expect(api.callsTo(sessionsApi.signOutOthers)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: '退出其他所有设备' }));
    expect(await screen.findByText('其他所有设备均已退出登录')).toBeTruthy();
    expect(api.callsTo(sessionsApi.signOutOthers)).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(1));
    expect(screen.getByText('没有其他已登录的设备。')).toBeTruthy();
  });
});
