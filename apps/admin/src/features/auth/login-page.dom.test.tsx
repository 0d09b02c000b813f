// Signing in to the back office in a DOM: an empty form refused on its fields (nothing sent) and a wrong password said
// on the page; the code step after a right password (a wrong code on its field, an expired sign-in back to the
// password, a right code into the back office); a customer refused and their fresh session revoked, in Chinese; an
// operator without a second factor enrols before any page opens (recovery codes saved before Done).
import { adminApi, adminWorkApi, identityApi, twoFactorApi, type UserView } from '@platform/contracts';
import { fieldError, handle, refuse } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session } from '../../shared/session.ts';
import { ADMIN, FIRST, renderAdmin } from '../../testing/render-admin.tsx';

const CHALLENGE = 'challenge-0123456789abcdef';
const CODE_WRONG = 'The code is not correct or was already used';
const EXPIRED = 'This sign-in has expired. Please enter your password again';

/** What the back office asks once an operator is in: who they are, their second factor, their work, the users page. */
const signedInPages = (operator: UserView = ADMIN) => [
  handle(identityApi.getUserInfo, operator),
  handle(twoFactorApi.status, { enabled: true, recoveryCodesLeft: 10 }),
  handle(adminWorkApi.queue, { sections: [] }),
  handle(adminApi.findUsers, { rows: [], total: 0 }),
];

async function fillPassword(user: Awaited<ReturnType<typeof renderAdmin>>['user'], password = 'operator-pass-1') {
  await user.type(await screen.findByLabelText(/^Email, username or user ID/, undefined, FIRST), 'admin@example.com');
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('signing in', () => {
  it('refuses an empty form on its fields without asking, and says a wrong password on the page', async () => {
    const { user, api, router } = await renderAdmin('/login', {
      operator: false,
      api: [handle(identityApi.login, refuse(400, 'Account or password is incorrect'))],
    });
    await user.click(await screen.findByRole('button', { name: 'Log in' }, FIRST));
    const account = screen.getByLabelText(/^Email, username or user ID/);
    await waitFor(() => expect(fieldError(account)).toBe('Please Enter User ID or Email'));
    expect(fieldError(screen.getByLabelText(/^Password/))).toBe('Please Enter Password');
    expect(api.callsTo(identityApi.login)).toHaveLength(0);
    // A field's message goes as soon as it is changed.
    await user.type(account, 'a');
    expect(fieldError(account)).toBeNull();
    await user.clear(account);

    await fillPassword(user, 'not-the-password');
    expect((await screen.findByRole('alert')).textContent).toContain('Account or password is incorrect');
    expect(api.callsTo(identityApi.login)[0]!.body).toEqual({
      account: 'admin@example.com',
      password: 'not-the-password',
    });
    expect(router.state.location.pathname).toBe('/login');
    expect(session.getState().token).toBeNull();
  });

  it('asks for the code after a right password: a wrong one on its field, an expired sign-in back to the password', async () => {
    const { user, api, router } = await renderAdmin('/login', {
      operator: false,
      api: [
        ...signedInPages(),
        handle(identityApi.login, { twoFactorRequired: true, challenge: CHALLENGE, expiresAt: '2026-11-28T12:05:00Z' }),
        handle(identityApi.loginTwoFactor, ({ body, calls }) => {
          if (calls === 0) return refuse(400, CODE_WRONG, [{ field: 'code', message: CODE_WRONG }]);
          if (calls === 1) return refuse(400, EXPIRED, [{ field: 'challenge', message: EXPIRED }]);
          return body.code === '123456' ? { token: 'fresh-token', user: ADMIN } : refuse(400, CODE_WRONG);
        }),
      ],
    });
    await fillPassword(user);
    const code = await screen.findByLabelText(/^Authentication code/);
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(fieldError(code)).toBe(CODE_WRONG));
    expect(api.callsTo(identityApi.loginTwoFactor)[0]!.body).toEqual({ challenge: CHALLENGE, code: '000000' });

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toContain(EXPIRED);
    expect(screen.queryByLabelText(/^Authentication code/)).toBeNull();

    // The password step keeps what was typed: logging in again leads to a fresh code step.
    expect((screen.getByLabelText(/^Email, username or user ID/) as HTMLInputElement).value).toBe('admin@example.com');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.type(await screen.findByLabelText(/^Authentication code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My work' }, FIRST)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/work');
    expect(session.getState().token).toBe('fresh-token');
  });

  it('refuses a customer without an operator role and revokes their fresh session, in Chinese', async () => {
    const { user, api } = await renderAdmin('/login', {
      operator: false,
      language: 'zh',
      api: [
        handle(identityApi.login, { token: 'customer-token', user: { ...ADMIN, userId: 100_042, roles: [] } }),
        handle(identityApi.logout, null),
      ],
    });
    await user.type(await screen.findByLabelText(/^邮箱、用户名或用户ID/, undefined, FIRST), 'lucy@example.com');
    await user.type(screen.getByLabelText(/^密码/), 'customer-pass-1');
    await user.click(screen.getByRole('button', { name: '登录' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('该账号没有后台访问权限');
    expect(alert.textContent).toContain('您已退出登录');
    await waitFor(() => expect(api.callsTo(identityApi.logout)).toHaveLength(1));
    expect(session.getState().token).toBeNull();
  });
});

describe('the second factor every operator needs', () => {
  it('stands in for every page until enrolled: a wrong code refused, recovery codes saved before Done', async () => {
    let enabled = false;
    const recoveryCodes = Array.from({ length: 10 }, (_, i) => `ABCDE-${String(i).padStart(5, '0')}`);
    const { user, api } = await renderAdmin('/users', {
      api: [
        ...signedInPages(),
        handle(twoFactorApi.status, () => ({ enabled, recoveryCodesLeft: enabled ? 10 : 0 })),
        handle(twoFactorApi.begin, {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUri: 'otpauth://totp/Back%20office:admin?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        }),
        handle(twoFactorApi.confirm, ({ body }) => {
          if (body.code !== '654321') return refuse(400, CODE_WRONG, [{ field: 'code', message: CODE_WRONG }]);
          enabled = true;
          return { recoveryCodes };
        }),
      ],
      viewport: 'desktop',
    });
    expect(await screen.findByRole('heading', { name: 'Two-factor authentication' }, FIRST)).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Users' })).toBeNull();
    expect(await screen.findByRole('img', { name: /QR code to add this account/ })).toBeTruthy();
    expect(screen.getByTestId('two-factor-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(api.callsTo(adminApi.findUsers)).toHaveLength(0);

    const code = screen.getByLabelText(/^Code from the app/);
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(fieldError(code)).toBe(CODE_WRONG));
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));

    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(recoveryCodes);
    const done = screen.getByRole('button', { name: 'Done' }) as HTMLButtonElement;
    expect(done.disabled).toBe(true);
    await user.click(screen.getByLabelText('I have saved these recovery codes'));
    expect(done.disabled).toBe(false);
    await user.click(done);
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' }, FIRST)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Two-factor authentication' })).toBeNull();
  });
});
