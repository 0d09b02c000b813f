// The security center's passwords in a DOM: the log-in password's change (the current one asked, the new one typed
// twice, a 25-character one refused rather than cut, the server's refusal of a wrong current one, the change said
// done); the transaction password's attempts left, its lock and its reset by a mailed code. The lock itself and the
// reset's rules are the server's (apps/server/src/features/money/security/*.test.ts).
import { LIMITS, type SecurityStatusView, securityApi, twoFactorApi } from '@platform/contracts';
import { fieldError, handle, refuse } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTrade } from '../../testing/render-trade.tsx';
import { PASSWORD_SET as SET } from '../../testing/security-status.ts';

const securityApiWith = (status: () => SecurityStatusView) => [
  handle(twoFactorApi.status, { enabled: false, recoveryCodesLeft: 0 }),
  handle(securityApi.status, status),
];

describe('the log-in password', () => {
  it('asks for the current one, refuses a mismatch and a password past the limit, shows the server’s refusal, then changes it', async () => {
    const { user, api } = await renderTrade('/security', {
      api: [
        ...securityApiWith(() => SET),
        handle(securityApi.changeLoginPassword, ({ body }) =>
          body.oldPassword === 'my-password-1'
            ? null
            : refuse(400, 'The current password is wrong', [
                { field: 'oldPassword', message: 'The current password is wrong' },
              ]),
        ),
      ],
    });
    const region = await screen.findByRole('region', { name: 'Log-in password' });
    const current = within(region).getByLabelText(/^Current password/);
    const next = within(region).getByLabelText(/^New password/);
    const confirm = within(region).getByLabelText(/^Confirm new password/);
    const change = within(region).getByRole('button', { name: 'Change log-in password' });
    // Pasted rather than typed key by key: the same input events, in a fraction of the time.
    const fill = async (field: HTMLElement, text: string) => {
      await user.click(field);
      await user.paste(text);
    };
    const empty = (field: HTMLElement) => user.clear(field);

    await user.click(change);
    expect(fieldError(current)).toBe('Please enter your current password');

    // 25 characters: kept as typed, and refused with the message (never cut to the limit).
    const long = 'twenty-five-chars-pass-25';
    await fill(current, 'not-my-password');
    await fill(next, long);
    await fill(confirm, long);
    expect((next as HTMLInputElement).value).toBe(long);
    await user.click(change);
    expect(fieldError(next)).toBe(`Password cannot exceed ${LIMITS.passwordMax} characters`);

    await empty(next);
    await fill(next, 'brand-new-pass-1');
    await empty(confirm);
    await fill(confirm, 'brand-new-pass-2');
    await user.click(change);
    expect(fieldError(confirm)).toBe('The two passwords do not match');
    expect(api.callsTo(securityApi.changeLoginPassword)).toEqual([]);

    await empty(confirm);
    await fill(confirm, 'brand-new-pass-1');
    await user.click(change);
    await waitFor(() => expect(fieldError(current)).toBe('The current password is wrong'));

    await empty(current);
    await fill(current, 'my-password-1');
    await user.click(change);
    expect(await screen.findByText('Log-in password changed. Other devices were signed out')).toBeTruthy();
    expect(api.callsTo(securityApi.changeLoginPassword).at(-1)?.body).toEqual({
      oldPassword: 'my-password-1',
      password: 'brand-new-pass-1',
      confirmPassword: 'brand-new-pass-1',
    });
  });
});

describe('the transaction password', () => {
  it('says when none is set yet', async () => {
    await renderTrade('/security', { api: securityApiWith(() => ({ ...SET, tradePasswordSet: false })) });
    await waitFor(() => expect(screen.getByTestId('trade-password-status').textContent).toBe('Not set yet'));
  });

  it('says how many attempts are left', async () => {
    await renderTrade('/security', { api: securityApiWith(() => ({ ...SET, tradePasswordAttemptsLeft: 4 })) });
    const trade = await screen.findByRole('region', { name: 'Transaction password' });
    await waitFor(() => expect(trade.textContent).toContain('4 of 5 attempts left.'));
  });

  it('says until when it is locked, and is reset by a mailed code', async () => {
    let status: SecurityStatusView = {
      ...SET,
      tradePasswordLockedUntil: '2099-03-02T16:00:00.000Z',
      tradePasswordAttemptsLeft: 0,
    };
    const { user, api } = await renderTrade('/security', {
      api: [
        ...securityApiWith(() => status),
        handle(securityApi.sendTradePasswordCode, null),
        handle(securityApi.resetTradePassword, () => {
          status = SET;
          return SET;
        }),
      ],
    });
    expect((await screen.findByTestId('trade-password-locked')).textContent).toBe(
      'Too many wrong transaction passwords. It is locked until 2099-03-02 16:00 (UTC)',
    );
    const trade = screen.getByRole('region', { name: 'Transaction password' });
    await user.click(within(trade).getByRole('button', { name: 'Get OTP Code' }));
    expect(await screen.findByText('Send the code, please check')).toBeTruthy();
    await user.type(within(trade).getByLabelText(/^Email verification code/), '123456');
    await user.type(within(trade).getByLabelText(/^New transaction password/), '135790');
    await user.type(within(trade).getByLabelText(/^Confirm transaction password/), '135790');
    await user.click(within(trade).getByRole('button', { name: 'Reset transaction password' }));
    expect(await screen.findByText('Transaction password reset')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('trade-password-locked')).toBeNull());
    expect(within(trade).getByLabelText(/^Current transaction password/)).toBeTruthy();
    expect(api.callsTo(securityApi.resetTradePassword).map((c) => c.body)).toEqual([
      { code: '123456', password: '135790', confirmPassword: '135790' },
    ]);
  });
});
