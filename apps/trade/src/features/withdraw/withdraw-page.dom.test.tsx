// The withdrawal form in a DOM: closed without a verified identity or a transaction password (and says where to go),
// each field's own refusal before anything is sent, the server's refusal of a wrong password, and a withdrawal sent
// as typed. The browser journey (e2e/trade/money-journey.spec.ts) goes through it once against the server.
import {
  moneyApi,
  realNameApi,
  type SecurityStatusView,
  securityApi,
  twoFactorApi,
  WITHDRAWAL_FEES,
} from '@platform/contracts';
import { fieldError, handle, refuse } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { moneyOptions } from '../../testing/fixtures.ts';
import { renderTrade } from '../../testing/render-trade.tsx';
import { PASSWORD_SET } from '../../testing/security-status.ts';

const OPTIONS = moneyOptions();

/** A TRC20 address (base58check), as the contracts' address check wants it. */
const TRON = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

function withdrawScreen({
  verified = true,
  security = PASSWORD_SET,
  twoFactor = false,
}: {
  verified?: boolean;
  security?: SecurityStatusView;
  twoFactor?: boolean;
} = {}) {
  return [
    handle(twoFactorApi.status, { enabled: twoFactor, recoveryCodesLeft: twoFactor ? 10 : 0 }),
    handle(realNameApi.info, { status: verified ? 'approved' : 'none', submission: null }),
    handle(moneyApi.options, OPTIONS),
    handle(securityApi.status, security),
    handle(moneyApi.bankCards, [
      {
        id: 3,
        bankName: 'Sandbox Bank',
        accountName: 'Test Trader',
        brand: 'visa',
        last4: '1111',
        cardMasked: '**** **** **** 1111',
        createdAt: '2026-01-05T09:00:00.000Z',
      },
    ]),
    handle(moneyApi.assets, {
      balances: [
        { account: 'funding', currency: 'USD', available: '500.00', frozen: '0.00', total: '500.00' },
        { account: 'funding', currency: 'USDT', available: '500.000000', frozen: '0.000000', total: '500.000000' },
      ],
      holdings: [],
    }),
    handle(moneyApi.withdrawals, { rows: [], total: 0 }),
    handle(moneyApi.withdrawalFee, ({ query }) => {
      const rule = WITHDRAWAL_FEES.find((r) => r.method === query.method && r.currency === query.currency)!;
      return { currency: query.currency, amount: query.amount, fee: rule.minimum, total: query.amount, rule };
    }),
  ];
}

const withdrawButton = () => screen.findByRole<HTMLButtonElement>('button', { name: 'Withdraw' });

describe('the withdrawal form', () => {
  it('is closed until the identity is verified, and says where to verify it', async () => {
    await renderTrade('/assets/withdraw', { api: withdrawScreen({ verified: false }) });
    const gate = await screen.findByTestId('kyc-gate');
    expect(within(gate).getByRole('link').getAttribute('href')).toBe('/kyc');
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
  });

  it('turns Withdraw off without a transaction password, and sends the user to set one', async () => {
    await renderTrade('/assets/withdraw', {
      api: withdrawScreen({ security: { ...PASSWORD_SET, tradePasswordSet: false } }),
    });
    const notice = await screen.findByTestId('trade-password-notice');
    expect(notice.textContent).toContain('Please set a transaction password in the security center first');
    expect(within(notice).getByRole('link').getAttribute('href')).toBe('/security');
    expect((await withdrawButton()).disabled).toBe(true);
  });

  it('refuses each empty or malformed field under it, and sends nothing', async () => {
    const { user, api } = await renderTrade('/assets/withdraw?method=chain', { api: withdrawScreen() });
    await user.click(await withdrawButton());
    const address = screen.getByLabelText(/^Wallet address/);
    const amount = screen.getByLabelText(/^Amount/);
    const password = screen.getByLabelText(/^Transaction password/);
    expect(fieldError(address)).toBe('Please enter your wallet address');
    expect(fieldError(amount)).toBe('Please enter the correct amount');
    expect(fieldError(password)).toBe('Please enter the transaction password');

    // An Ethereum address for the TRON network (pasted, as addresses are), an amount below the minimum, five digits.
    await user.click(address);
    await user.paste('0x52908400098527886E0F7030069857D2E4169EE7');
    await user.type(amount, '0.5');
    await user.type(password, '48291');
    await user.click(await withdrawButton());
    expect(fieldError(address)).toBe('This is not a valid address for the chosen network');
    expect(fieldError(amount)).toBe('The minimum withdrawal amount is 1');
    expect(fieldError(password)).toBe('The transaction password is 6 digits');
    expect(api.callsTo(moneyApi.createWithdrawal)).toEqual([]);
  });

  it('shows the server refusing the transaction password, and empties the field', async () => {
    const { user } = await renderTrade('/assets/withdraw?method=chain', {
      api: [
        ...withdrawScreen(),
        handle(moneyApi.createWithdrawal, refuse(400, 'The transaction password is wrong. 4 attempts left')),
      ],
    });
    await user.click(await screen.findByLabelText(/^Wallet address/));
    await user.paste(TRON);
    await user.type(screen.getByLabelText(/^Amount/), '50');
    const password = screen.getByLabelText<HTMLInputElement>(/^Transaction password/);
    await user.type(password, '482915');
    await user.click(await withdrawButton());
    expect(await screen.findByText('The transaction password is wrong. 4 attempts left')).toBeTruthy();
    expect(password.value).toBe('');
  });

  it('asks for the authenticator code once two-factor is on, and shows the server refusing it on the field', async () => {
    const { user, api } = await renderTrade('/assets/withdraw?method=chain', {
      api: [
        ...withdrawScreen({ twoFactor: true }),
        handle(
          moneyApi.createWithdrawal,
          refuse(400, 'A withdrawal to a new destination needs the code from your authenticator app', [
            {
              field: 'twoFactorCode',
              message: 'A withdrawal to a new destination needs the code from your authenticator app',
            },
          ]),
        ),
      ],
    });
    const code = await screen.findByLabelText(/^Authentication code/);
    await user.click(screen.getByLabelText(/^Wallet address/));
    await user.paste(TRON);
    await user.type(screen.getByLabelText(/^Amount/), '50');
    await user.type(screen.getByLabelText(/^Transaction password/), '482915');
    await user.type(code, '123456');
    await user.click(await withdrawButton());
    await waitFor(() =>
      expect(fieldError(code)).toBe('A withdrawal to a new destination needs the code from your authenticator app'),
    );
    expect(
      api.callsTo(moneyApi.createWithdrawal).map((c) => (c.body as { twoFactorCode?: string }).twoFactorCode),
    ).toEqual(['123456']);
  });

  it('has no code field while two-factor is off', async () => {
    await renderTrade('/assets/withdraw?method=chain', { api: withdrawScreen() });
    await screen.findByLabelText(/^Wallet address/);
    expect(screen.queryByLabelText(/^Authentication code/)).toBeNull();
  });

  it('sends a withdrawal to a bank card as typed, with a key against sending it twice', async () => {
    const { user, api } = await renderTrade('/assets/withdraw', {
      api: [
        ...withdrawScreen(),
        handle(moneyApi.createWithdrawal, ({ body, headers }) => {
          expect(headers.get('Idempotency-Key')).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
          return {
            id: 9,
            method: body.method,
            currency: body.currency,
            network: null,
            address: null,
            card: { bankName: 'Sandbox Bank', accountName: 'Test Trader', cardMasked: '**** **** **** 1111' },
            amount: '50.00',
            fee: '1.00',
            total: '51.00',
            status: 'pending' as const,
            reason: null,
            entryId: null,
            createdAt: '2026-03-02T15:30:00.000Z',
            reviewedAt: null,
          };
        }),
      ],
    });
    await screen.findByText('Sandbox Bank **** **** **** 1111 · Test Trader');
    await user.selectOptions(screen.getByLabelText(/^Bank card/), '3');
    await user.type(screen.getByLabelText(/^Amount/), '50');
    await user.type(screen.getByLabelText(/^Transaction password/), '482915');
    await user.click(await withdrawButton());
    expect(await screen.findByText('Withdrawal submitted for review')).toBeTruthy();
    expect(api.callsTo(moneyApi.createWithdrawal).map((call) => call.body)).toEqual([
      { method: 'bank', cardId: 3, currency: 'USD', amount: '50', tradePassword: '482915' },
    ]);
  });
});
