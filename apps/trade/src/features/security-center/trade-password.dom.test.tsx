// Setting the first transaction password in the security center, in a DOM: the contract's rules refuse a PIN anyone
// would guess, one that is not six digits, or a confirmation that differs, each under its field and before anything
// is sent; a good one is set and the status follows.
import { type SecurityStatusView, securityApi, twoFactorApi } from '@platform/contracts';
import { fieldError, handle } from '@platform/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTrade } from '../../testing/render-trade.tsx';
import { PASSWORD_SET } from '../../testing/security-status.ts';

const NOT_SET: SecurityStatusView = { ...PASSWORD_SET, tradePasswordSet: false };

describe('setting the transaction password', () => {
  it('refuses a guessable, short or unconfirmed PIN under its field, and sends nothing', async () => {
    const { user, api } = await renderTrade('/security', {
      api: [
        handle(twoFactorApi.status, { enabled: false, recoveryCodesLeft: 0 }),
        handle(securityApi.status, NOT_SET),
        handle(securityApi.setTradePassword, { ...NOT_SET, tradePasswordSet: true }),
      ],
    });
    const pin = await screen.findByLabelText(/^New transaction password/);
    const confirm = screen.getByLabelText(/^Confirm transaction password/);
    const set = screen.getByRole('button', { name: 'Set transaction password' });

    for (const [typed, refusal] of [
      ['123456', 'Too easy to guess: not one digit repeated, nor a run like 123456 or 654321'],
      ['777777', 'Too easy to guess: not one digit repeated, nor a run like 123456 or 654321'],
      ['12345', 'The transaction password is 6 digits'],
    ] as const) {
      await user.clear(pin);
      await user.type(pin, typed);
      await user.clear(confirm);
      await user.type(confirm, typed);
      await user.click(set);
      expect(fieldError(pin)).toBe(refusal);
    }

    await user.clear(pin);
    await user.type(pin, '482915');
    await user.clear(confirm);
    await user.type(confirm, '482916');
    await user.click(set);
    expect(fieldError(pin)).toBeNull();
    expect(fieldError(confirm)).toBe('The two passwords do not match');
    expect(api.callsTo(securityApi.setTradePassword)).toEqual([]);
  });

  it('sets a good PIN, says so, and shows it set', async () => {
    let set = false;
    const { user, api } = await renderTrade('/security', {
      api: [
        handle(twoFactorApi.status, { enabled: false, recoveryCodesLeft: 0 }),
        handle(securityApi.status, () => ({ ...NOT_SET, tradePasswordSet: set })),
        handle(securityApi.setTradePassword, () => {
          set = true;
          return { ...NOT_SET, tradePasswordSet: true };
        }),
      ],
    });
    await user.type(await screen.findByLabelText(/^New transaction password/), '482915');
    await user.type(screen.getByLabelText(/^Confirm transaction password/), '482915');
    await user.click(screen.getByRole('button', { name: 'Set transaction password' }));
    expect(await screen.findByText('Transaction password set')).toBeTruthy();
    expect((await screen.findByTestId('trade-password-status')).textContent).toBe('Set');
    expect(api.callsTo(securityApi.setTradePassword).map((call) => call.body)).toEqual([
      { password: '482915', confirmPassword: '482915' },
    ]);
  });
});
