// Two-factor authentication in the trade app, in a DOM: setting it up from the security center (QR code and key, a
// wrong code on its field, then the recovery codes held until the user says they saved them), and the code step of
// signing in (a wrong code on its field; a right one opens the session).
import {
  identityApi,
  inboxApi,
  marketApi,
  marketNotesApi,
  securityApi,
  supportApi,
  twoFactorApi,
} from '@platform/contracts';
import { fieldError, handle, refuse } from '@platform/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../lib/session.ts';
import { renderTrade, TRADER } from '../../testing/render-trade.tsx';
import { PASSWORD_SET } from '../../testing/security-status.ts';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `ABCDE-FG${i}HJ`.replace(/\d/, String.fromCharCode(65 + i)));

describe('setting up two-factor authentication', () => {
  it('shows the QR code and key, refuses a wrong code on its field, then the recovery codes once', async () => {
    let enabled = false;
    const { user, api } = await renderTrade('/security', {
      api: [
        handle(securityApi.status, PASSWORD_SET),
        handle(twoFactorApi.status, () => ({ enabled, recoveryCodesLeft: enabled ? 10 : 0 })),
        handle(twoFactorApi.begin, { secret: SECRET, otpauthUri: `otpauth://totp/Test:trader?secret=${SECRET}` }),
        handle(twoFactorApi.confirm, ({ body }) => {
          if (body.code !== '123456')
            return refuse(400, 'The code is not correct or was already used', [
              { field: 'code', message: 'The code is not correct or was already used' },
            ]);
          enabled = true;
          return { recoveryCodes: CODES };
        }),
      ],
    });
    expect((await screen.findByTestId('two-factor-status')).textContent).toBe('Off.');
    await user.click(screen.getByRole('button', { name: 'Set up' }));

    const qr = await screen.findByRole('img', { name: /QR code to add this account/ });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByTestId('two-factor-secret').textContent).toContain('JBSW Y3DP EHPK 3PXP');
    const code = screen.getByLabelText(/^Code from the app/);
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(fieldError(code)).toBe('The code is not correct or was already used'));

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    const done = screen.getByRole('button', { name: 'Done' });
    expect(done.hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByLabelText('I have saved these recovery codes'));
    await user.click(done);
    expect(await screen.findByText('On. 10 recovery codes left.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    expect(api.callsTo(twoFactorApi.confirm).map((c) => (c.body as { code: string }).code)).toEqual([
      '000000',
      '123456',
    ]);
  });
});

describe('signing in with a second factor', () => {
  it('asks for the code after the password; a wrong one shows on the field, a right one signs in', async () => {
    const { user, api } = await renderTrade('/login', {
      signedIn: false,
      api: [
        handle(identityApi.login, {
          twoFactorRequired: true,
          challenge: 'challenge-token-0123456789',
          expiresAt: new Date(Date.now() + 300_000).toISOString(),
        }),
        handle(identityApi.loginTwoFactor, ({ body }) =>
          body.code === '654321'
            ? { token: 'session-token-0123456789', user: TRADER }
            : refuse(400, 'The code is not correct or was already used', [
                { field: 'code', message: 'The code is not correct or was already used' },
              ]),
        ),
        // What the home screen asks once signed in: the shell's, and its own (quiet markets). Whether the test ends
        // before the home page's requests go out depends on whether its code was loaded already.
        handle(identityApi.getUserInfo, TRADER),
        handle(inboxApi.unread, { unread: 0 }),
        handle(supportApi.conversation, null),
        handle(supportApi.messages, { rows: [], hasMore: false }),
        handle(marketApi.instruments, { rows: [], total: 0 }),
        handle(marketApi.rankings, []),
        handle(marketApi.news, { rows: [], total: 0 }),
        handle(marketNotesApi.find, []),
      ],
    });
    await user.type(await screen.findByLabelText(/^User ID or email/), 'trader@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'correct-horse-1');
    await user.click(screen.getByRole('button', { name: /Log in|Sign in/ }));

    const code = await screen.findByLabelText(/^Authentication code/);
    expect(useSession.getState().token).toBeNull();
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(fieldError(code)).toBe('The code is not correct or was already used'));
    expect(useSession.getState().token).toBeNull();

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(useSession.getState().token).toBe('session-token-0123456789'));
    expect(api.callsTo(identityApi.loginTwoFactor)).toHaveLength(2);
  });
});
