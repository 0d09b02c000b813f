// Sign-up, log-in and password reset in a DOM: each field's refusal under it before anything is sent (in Chinese too),
// the code asked for only for a well-formed address, the server's refusal of a code on its field, and an account
// created as typed, the user then sent to log in with the address filled in; a log-in that starts the session and
// goes on to the page the visitor came for. The browser journey (e2e/trade/sign-up.spec.ts) goes through it once.
import { identityApi, inboxApi, supportApi } from '@platform/contracts';
import { fieldError, handle, refuse } from '@platform/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../lib/session.ts';
import { renderTrade, TRADER } from '../../testing/render-trade.tsx';

/** What the screens ask once a visitor has signed in (app/session-sync.tsx, the inbox badge, the support chat). */
const signedInShell = [
  handle(identityApi.getUserInfo, TRADER),
  handle(inboxApi.unread, { unread: 0 }),
  handle(supportApi.conversation, null),
  handle(supportApi.messages, { rows: [], hasMore: false }),
];

const signUpButton = () => screen.getByRole('button', { name: 'Sign up' });

describe('signing up', () => {
  it('refuses each empty or wrong field under it, asks no code for a malformed address, and sends nothing', async () => {
    const { user, api } = await renderTrade('/register', { signedIn: false });
    const email = await screen.findByRole('textbox', { name: /^Email$/ });
    const code = screen.getByRole('textbox', { name: /^Email verification code/ });
    const password = screen.getByLabelText(/^New password/);
    const confirm = screen.getByLabelText(/^Confirm password/);
    const invite = screen.getByRole('textbox', { name: /^Invite code/ });

    await user.click(signUpButton());
    expect(fieldError(email)).toBe('Please Enter Email');
    expect(fieldError(code)).toBe('Please Enter Email Verification Code');
    expect(fieldError(password)).toBe('Please Enter New Password');
    expect(fieldError(invite)).toBe('Please enter Invitation Code');

    await user.type(email, 'trader@example');
    await user.click(screen.getByRole('button', { name: 'Get OTP Code' }));
    expect(fieldError(email)).toBe('Please enter the correct email format');
    expect(api.callsTo(identityApi.getEmailCode)).toEqual([]);

    await user.type(password, 'short');
    await user.type(confirm, 'shorter');
    await user.click(signUpButton());
    expect(fieldError(password)).toBe('Password must be at least 8 characters');
    expect(fieldError(confirm)).toBe('The two passwords do not match');
    expect(api.callsTo(identityApi.emailRegister)).toEqual([]);
  });

  it('shows the server refusing the code on its field, then creates the account as typed and goes to log in', async () => {
    const { user, api, router } = await renderTrade('/register?inviteCode=ABCD2345', {
      signedIn: false,
      api: [
        handle(identityApi.getEmailCode, null),
        handle(identityApi.emailRegister, ({ body }) =>
          body.code === '654321'
            ? { ...TRADER, userId: 8, email: body.email, inviteCode: 'EFGH6789', invitedBy: TRADER.userId }
            : refuse(400, 'The code is wrong or has expired', [
                { field: 'code', message: 'The code is wrong or has expired' },
              ]),
        ),
      ],
    });
    const invite = await screen.findByRole<HTMLInputElement>('textbox', { name: /^Invite code/ });
    // The referral link's code is filled in.
    expect(invite.value).toBe('ABCD2345');
    await user.type(screen.getByRole('textbox', { name: /^Email$/ }), ' newbie@example.com ');
    await user.click(screen.getByRole('button', { name: 'Get OTP Code' }));
    expect(await screen.findByText('Send Success')).toBeTruthy();
    expect(api.callsTo(identityApi.getEmailCode).map((call) => call.body)).toEqual([{ email: 'newbie@example.com' }]);

    const code = screen.getByRole('textbox', { name: /^Email verification code/ });
    await user.type(code, '111111');
    await user.type(screen.getByLabelText(/^New password/), 'journey-pass-1');
    await user.type(screen.getByLabelText(/^Confirm password/), 'journey-pass-1');
    await user.click(signUpButton());
    await waitFor(() => expect(fieldError(code)).toBe('The code is wrong or has expired'));
    expect(router.state.location.pathname).toBe('/register');

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(signUpButton());
    expect(await screen.findByText('Register Success')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // The log-in screen (its code loaded on arrival) has the new address filled in.
    expect((await screen.findByRole<HTMLInputElement>('textbox', { name: /^User ID or email/ })).value).toBe(
      'newbie@example.com',
    );
    expect(api.callsTo(identityApi.emailRegister).map((call) => call.body)).toEqual([
      { email: 'newbie@example.com', code: '111111', password: 'journey-pass-1', inviteCode: 'ABCD2345' },
      { email: 'newbie@example.com', code: '654321', password: 'journey-pass-1', inviteCode: 'ABCD2345' },
    ]);
  });
});

describe('resetting the password', () => {
  it('says in Chinese what each empty field needs, and sends nothing', async () => {
    const { user, api } = await renderTrade('/forgot-password', { signedIn: false, language: 'zh' });
    const email = await screen.findByRole('textbox', { name: /^邮箱$/ });
    await user.click(screen.getByRole('button', { name: '重置' }));
    expect(fieldError(email)).toBe('请输入邮箱');
    expect(fieldError(screen.getByRole('textbox', { name: /^邮箱验证码/ }))).toBe('请输入邮箱验证码');
    expect(fieldError(screen.getByLabelText(/^新密码/))).toBe('请输入新密码');
    expect(api.callsTo(identityApi.resetPwd)).toEqual([]);
  });
});

describe('logging in', () => {
  it('shows the server refusing the password, then starts the session and goes on to the page asked for', async () => {
    const { user, api, router } = await renderTrade('/login?redirect=%2Fsettings', {
      signedIn: false,
      api: [
        ...signedInShell,
        handle(identityApi.login, ({ body }) =>
          body.password === 'correct-horse-1'
            ? { token: 'session-token-0123456789', user: TRADER }
            : refuse(400, 'Wrong account or password'),
        ),
      ],
    });
    const account = await screen.findByRole('textbox', { name: /^User ID or email/ });
    const password = screen.getByLabelText(/^Password/);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(fieldError(account)).toBe('Please Enter User ID or Email');
    expect(fieldError(password)).toBe('Please Enter Password');
    expect(api.callsTo(identityApi.login)).toEqual([]);

    await user.type(account, 'trader@example.com');
    await user.type(password, 'wrong-horse-1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Wrong account or password')).toBeTruthy();
    expect(useSession.getState().token).toBeNull();

    await user.clear(password);
    await user.type(password, 'correct-horse-1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(useSession.getState().token).toBe('session-token-0123456789');
    expect(api.callsTo(identityApi.login).map((call) => call.body)).toEqual([
      { account: 'trader@example.com', password: 'wrong-horse-1' },
      { account: 'trader@example.com', password: 'correct-horse-1' },
    ]);
  });
});
