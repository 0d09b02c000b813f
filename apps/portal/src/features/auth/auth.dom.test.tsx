// Signing up, resetting a password and logging in, in a DOM (moved from e2e/portal/popups.spec.ts and
// login-logout.spec.ts): each field's check with the spec's texts, where the server's refusal shows, what stays in
// local storage, and where the visitor goes. The server's own rules (codes, invitation codes, revoked sessions) are
// apps/server/src/features/identity/identity.test.ts's; the browser journeys sign up and log in and out once.
import { identityApi, type LoginBody } from '@platform/contracts';
import { fieldError, handle, refuse } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fill } from '../../testing/fill.ts';
import { landingLists } from '../../testing/fixtures.ts';
import { APPLICANT, renderPortal } from '../../testing/render-portal.tsx';

const EMAIL = 'casey@example.com';
const signedIn = { token: 'new-token', user: APPLICANT };
const codeRefused = refuse(400, 'The code is wrong or has expired', [
  { field: 'code', message: 'The code is wrong or has expired' },
]);

const field = (scope: HTMLElement, name: string) => within(scope).getByRole('textbox', { name });

describe('the Sign Up popup', () => {
  it('checks every field with the spec texts, sends a code, shows the refusal on its field, and goes to /login', async () => {
    const { user, router, api } = await renderPortal('/news', {
      viewport: 'desktop',
      api: [
        ...landingLists(),
        handle(identityApi.getEmailCode, null),
        handle(identityApi.emailRegister, ({ body }) => (body.code === '123456' ? APPLICANT : codeRefused)),
      ],
    });
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Sign Up' }));
    const popup = await screen.findByRole('dialog', { name: 'Sign Up' });
    expect(popup.textContent).toContain('Complete the form below to register a new account.');
    expect(field(popup, 'Username').getAttribute('maxlength')).toBe('20');
    expect(field(popup, 'Email address').getAttribute('maxlength')).toBe('50');
    expect(
      within(popup)
        .getByLabelText(/^Password/)
        .hasAttribute('maxlength'),
    ).toBe(false);
    expect(field(popup, 'Invitation code').getAttribute('maxlength')).toBe('20');

    await user.click(within(popup).getByRole('button', { name: 'Sign Up' }));
    expect(fieldError(field(popup, 'Username'))).toBe('Please enter Username');
    expect(fieldError(field(popup, 'Email address'))).toBe('Please Enter Email');
    expect(fieldError(field(popup, 'Code'))).toBe('Please enter the Code');
    expect(fieldError(within(popup).getByLabelText(/^Password/))).toBe('Please Enter Password');
    expect(fieldError(field(popup, 'Invitation code'))).toBe('Please enter Invitation Code');
    expect(api.callsTo(identityApi.emailRegister)).toHaveLength(0);

    // Sending a code first checks the address.
    await fill(user, field(popup, 'Email address'), 'not-an-email');
    await user.click(within(popup).getByRole('button', { name: 'Get Code' }));
    expect(fieldError(field(popup, 'Email address'))).toBe('Please enter the correct email format');
    expect(api.callsTo(identityApi.getEmailCode)).toHaveLength(0);
    await fill(user, field(popup, 'Email address'), EMAIL);
    await user.click(within(popup).getByRole('button', { name: 'Get Code' }));
    await screen.findByText('Send the code, please check');
    await waitFor(() => expect(document.activeElement).toBe(field(popup, 'Code')));
    expect(api.callsTo(identityApi.getEmailCode).map((call) => call.body)).toEqual([{ email: EMAIL }]);

    await fill(user, field(popup, 'Username'), 'casey');
    await fill(user, field(popup, 'Code'), '000000');
    await fill(user, within(popup).getByLabelText(/^Password/), 'journey-pass-1');
    await fill(user, field(popup, 'Invitation code'), 'ABCD2345');
    await user.click(within(popup).getByRole('button', { name: 'Sign Up' }));
    // The server's refusal is shown where it belongs, and nothing else changes.
    await waitFor(() => expect(fieldError(field(popup, 'Code'))).toBe('The code is wrong or has expired'));
    expect(screen.getByRole('dialog', { name: 'Sign Up' })).toBe(popup);
    expect(router.state.location.pathname).toBe('/news');
    await fill(user, field(popup, 'Code'), '123456');
    await user.click(within(popup).getByRole('button', { name: 'Sign Up' }));
    await screen.findByText('Register Success');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sign Up' })).toBeNull());
    expect(((await screen.findByRole('textbox', { name: 'Account' })) as HTMLInputElement).value).toBe(EMAIL);
    expect(api.callsTo(identityApi.emailRegister).at(-1)?.body).toEqual({
      username: 'casey',
      email: EMAIL,
      code: '123456',
      password: 'journey-pass-1',
      inviteCode: 'ABCD2345',
    });
  }, 60_000);

  it('shows a refused invitation code and stays on the page', async () => {
    const { user, router } = await renderPortal('/login', {
      api: [
        handle(identityApi.getEmailCode, null),
        handle(
          identityApi.emailRegister,
          refuse(400, 'This invitation code is not valid', [
            { field: 'inviteCode', message: 'This invitation code is not valid' },
          ]),
        ),
      ],
    });
    const openers = screen.getAllByRole('button', { name: 'Sign Up' });
    await user.click(openers.at(-1)!);
    const popup = await screen.findByRole('dialog', { name: 'Sign Up' });
    await fill(user, field(popup, 'Username'), 'badinvite');
    await fill(user, field(popup, 'Email address'), EMAIL);
    await fill(user, field(popup, 'Code'), '123456');
    await fill(user, within(popup).getByLabelText(/^Password/), 'journey-pass-1');
    await fill(user, field(popup, 'Invitation code'), 'NOSUCHCODE1');
    await user.click(within(popup).getByRole('button', { name: 'Sign Up' }));
    await within(popup).findByText('This invitation code is not valid');
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('the Forgot password popup', () => {
  it('checks its fields, counts the send button down, resets with the code and asks to log in again', async () => {
    let sent: () => void = () => undefined;
    const { user, router, api } = await renderPortal('/login', {
      api: [
        // The code is sent when the test says so: the button waits meanwhile.
        handle(identityApi.getEmailCodeForPwd, () => new Promise<null>((resolve) => (sent = () => resolve(null)))),
        handle(identityApi.resetPwd, null),
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const popup = await screen.findByRole('dialog', { name: 'Forgot password' });
    expect(popup.textContent).toContain('Fill out the form below to reset your account password.');
    await waitFor(() => expect(document.activeElement).toBe(field(popup, 'Email address')));

    await user.click(within(popup).getByRole('button', { name: 'Reset' }));
    expect(fieldError(field(popup, 'Email address'))).toBe('Please Enter Email');
    expect(fieldError(field(popup, 'Code'))).toBe('Please enter the Code');
    expect(fieldError(within(popup).getByLabelText(/^New password/))).toBe('Please Enter Password');
    expect(within(popup).queryByRole('textbox', { name: 'Invitation code' })).toBeNull();

    // The send button checks the address first, then waits, then counts down (its timing: code-countdown.test.ts).
    const getCode = within(popup).getByRole('button', { name: 'Get Code' });
    await user.click(getCode);
    expect(getCode.textContent).toBe('Get Code');
    expect(api.callsTo(identityApi.getEmailCodeForPwd)).toHaveLength(0);
    await fill(user, field(popup, 'Email address'), EMAIL);
    await user.click(getCode);
    await waitFor(() => expect(getCode.textContent).toBe('Please wait...'));
    expect((getCode as HTMLButtonElement).disabled).toBe(true);
    sent();
    await screen.findByText('Send the code, please check');
    await waitFor(() => expect(getCode.textContent).toBe('Resend in 60 s'));
    expect((getCode as HTMLButtonElement).disabled).toBe(true);

    await fill(user, field(popup, 'Code'), '654321');
    await fill(user, within(popup).getByLabelText(/^New password/), 'fresh-pass-22');
    await user.click(within(popup).getByRole('button', { name: 'Reset' }));
    await screen.findByText('Reset successful. Please log in again.');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Forgot password' })).toBeNull());
    expect(api.callsTo(identityApi.resetPwd).map((call) => call.body)).toEqual([
      { email: EMAIL, code: '654321', password: 'fresh-pass-22' },
    ]);
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('the log-in page', () => {
  it('says what is missing, shows a wrong password, and keeps the token away', async () => {
    const { user, router } = await renderPortal('/login', {
      api: [handle(identityApi.login, refuse(400, 'Account or password is incorrect'))],
    });
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(fieldError(screen.getByRole('textbox', { name: 'Account' }))).toBe('Please Enter User ID or Email');
    expect(fieldError(screen.getByLabelText(/^Password/))).toBe('Please Enter Password');

    await fill(user, screen.getByRole('textbox', { name: 'Account' }), EMAIL);
    await fill(user, screen.getByLabelText(/^Password/), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByText('Account or password is incorrect');
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('refuses a password over 20 characters with the limit, as typed (no maxlength), before asking the server', async () => {
    const { user, api } = await renderPortal('/login', { api: [handle(identityApi.login, signedIn)] });
    const account = screen.getByRole('textbox', { name: 'Account' });
    const secret = screen.getByLabelText(/^Password/);
    expect(account.getAttribute('autocomplete')).toBe('username');
    expect(secret.getAttribute('autocomplete')).toBe('current-password');
    expect(secret.hasAttribute('maxlength')).toBe(false);
    await fill(user, account, EMAIL);
    await fill(user, secret, 'journey-pass-1-and-then-some-more');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(fieldError(secret)).toBe('Password cannot exceed 20 characters');
    expect(api.callsTo(identityApi.login)).toHaveLength(0);
  });

  it('without Remember me keeps nothing about the account and returns where the visitor was', async () => {
    const { user, router, api } = await renderPortal('/somewhere?tab=2', {
      viewport: 'desktop',
      api: [handle(identityApi.login, signedIn)],
    });
    await screen.findByRole('heading', { name: 'Page not found' });
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fsomewhere%3Ftab%3D2');
    await fill(user, await screen.findByRole('textbox', { name: 'Account' }), EMAIL);
    await fill(user, screen.getByLabelText(/^Password/), 'journey-pass-1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/somewhere'));
    expect(router.state.location.search).toBe('?tab=2');
    expect(api.callsTo(identityApi.login).map((call) => call.body)).toEqual<LoginBody[]>([
      { account: EMAIL, password: 'journey-pass-1' },
    ]);
    expect(localStorage.getItem('token')).toBe('new-token');
    expect(localStorage.getItem('loginRemembered')).toBe('false');
    expect(localStorage.getItem('account')).toBeNull();
    expect(localStorage.getItem('password')).toBeNull();
  });

  it('with Remember me keeps the account, never the password; log-out asks first, and Cancel keeps the session', async () => {
    const { user, router } = await renderPortal('/login', {
      viewport: 'desktop',
      api: [handle(identityApi.login, signedIn), handle(identityApi.logout, null), ...landingLists()],
    });
    await fill(user, screen.getByRole('textbox', { name: 'Account' }), EMAIL);
    await fill(user, screen.getByLabelText(/^Password/), 'journey-pass-1');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(localStorage.getItem('account')).toBe(EMAIL);
    expect(localStorage.getItem('loginRemembered')).toBe('true');
    expect(Object.values({ ...localStorage }).some((value) => String(value).includes('journey-pass-1'))).toBe(false);
    expect(within(screen.getByRole('banner')).getByTestId('signed-in-user').textContent).toContain('casey');

    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Log out' }));
    const prompt = await screen.findByRole('dialog', { name: 'Prompt' });
    expect(prompt.textContent).toContain('Accept or confirm to exit');
    await user.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Prompt' })).toBeNull());
    expect(localStorage.getItem('token')).toBe('new-token');

    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Log out' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Prompt' })).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(((await screen.findByRole('textbox', { name: 'Account' })) as HTMLInputElement).value).toBe(EMAIL);
    expect((screen.getByRole('checkbox', { name: 'Remember me' }) as HTMLInputElement).checked).toBe(true);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('account')).toBe(EMAIL);
  });
});
