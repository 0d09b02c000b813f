// The deposit screen in a DOM: the user's own address as text and as a QR code; the sandbox's test payment, refused
// below the minimum before anything is sent and sent as typed; a payment waiting for confirmations, then completed;
// the bank transfer's details, its form's refusals, and a deposit in review with its deadline. The crediting itself
// is the server's (apps/server/src/features/money/deposits/deposits.test.ts); the journey sends one for real.
import { type DepositView, moneyApi } from '@platform/contracts';
import { fieldError, handle } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { moneyOptions } from '../../testing/fixtures.ts';
import { renderTrade } from '../../testing/render-trade.tsx';

const OPTIONS = moneyOptions({ bankReviewMinutes: 5 });
const ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const AT = '2026-03-02T15:30:00.000Z';
const deposit = (over: Partial<DepositView>): DepositView => ({
  id: 1,
  method: 'chain',
  currency: 'USDT',
  network: 'TRC20',
  amount: '250.000000',
  status: 'pending',
  reason: null,
  reviewedBy: null,
  address: ADDRESS,
  txHash: 'ab'.repeat(32),
  confirmations: 1,
  requiredConfirmations: 3,
  receiptPath: null,
  reviewDeadline: null,
  entryId: null,
  createdAt: AT,
  completedAt: null,
  ...over,
});

/** A deposit by bank transfer: in dollars, with no network, address or confirmations. */
const bankDeposit = (over: Partial<DepositView>) =>
  deposit({
    method: 'bank',
    currency: 'USD',
    network: null,
    address: null,
    txHash: null,
    confirmations: null,
    requiredConfirmations: null,
    ...over,
  });

/** The payment as the server tells it at `confirmations`: completed (and booked) at the third. */
const paymentAt = (confirmations: number) =>
  deposit({
    confirmations,
    status: confirmations >= 3 ? 'completed' : 'pending',
    entryId: confirmations >= 3 ? 5 : null,
  });

const depositApi = (deposits: (method: 'chain' | 'bank') => DepositView[] = () => []) => [
  handle(moneyApi.options, OPTIONS),
  handle(moneyApi.depositAddress, ({ query }) => ({
    currency: query.currency,
    network: query.network,
    address: ADDRESS,
    qrText: `tron:${ADDRESS}`,
    minDeposit: '1',
    requiredConfirmations: 3,
  })),
  handle(moneyApi.deposits, ({ query }) => {
    const rows = deposits(query.method ?? 'chain');
    return { rows, total: rows.length };
  }),
];

describe('the deposit screen', () => {
  it('shows the address and its QR code, and refuses a test payment below the minimum before sending', async () => {
    const { user, api } = await renderTrade('/assets/deposit', {
      api: [...depositApi(), handle(moneyApi.sendSandboxChainPayment, ({ body }) => deposit({ amount: body.amount }))],
    });
    expect((await screen.findByRole('tab', { name: 'Digital currency' })).getAttribute('aria-selected')).toBe('true');
    await user.selectOptions(await screen.findByLabelText('Currency'), 'USDT');
    await user.selectOptions(screen.getByLabelText('Network'), 'TRC20');
    expect((await screen.findByTestId('deposit-address')).textContent).toBe(ADDRESS);
    expect(screen.getByRole('img', { name: 'QR code of your USDT deposit address' }).getAttribute('data-text')).toBe(
      `tron:${ADDRESS}`,
    );

    const sandbox = screen.getByRole('region', { name: 'Send a test payment' });
    expect(sandbox.textContent).toContain('Sandbox control');
    const amount = within(sandbox).getByLabelText(/^Amount/);
    const send = within(sandbox).getByRole('button', { name: 'Send a test payment' });
    await user.type(amount, '0.5');
    await user.click(send);
    expect(fieldError(amount)).toBe('The minimum deposit amount is 1');
    expect(api.callsTo(moneyApi.sendSandboxChainPayment)).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '250');
    await user.click(send);
    expect(await screen.findByText('Test payment sent to your address')).toBeTruthy();
    expect(api.callsTo(moneyApi.sendSandboxChainPayment).map((c) => c.body)).toEqual([
      { currency: 'USDT', network: 'TRC20', amount: '250' },
    ]);
  });

  it('counts a payment’s confirmations while it waits, and says when it is completed', async () => {
    let confirmations = 1;
    await renderTrade('/assets/deposit', {
      api: depositApi(() => [paymentAt(confirmations)]),
    });
    const payments = await screen.findByRole('region', { name: 'Payments to your address' });
    await waitFor(() => expect(within(payments).getAllByRole('listitem')).toHaveLength(1));
    const payment = within(payments).getAllByRole('listitem')[0]!;
    expect(payment.textContent).toContain('250.00 USDT');
    expect(payment.textContent).toContain('Waiting for confirmations');
    expect(within(payment).getByTestId('confirmations').textContent).toBe('Confirmations 1/3');
    confirmations = 3;
    // The list asks again while a payment waits.
    await waitFor(() => expect(payments.textContent).toContain('Completed'), { timeout: 15_000 });
    expect(within(payments).getByTestId('confirmations').textContent).toBe('Confirmations 3/3');
  });

  it('follows a waiting payment block by block once the chain’s news is heard, without polling', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }); // only the polls' clocks
    try {
      let confirmations = 1;
      const { api, socket } = await renderTrade('/assets/deposit', {
        api: depositApi(() => [paymentAt(confirmations)]),
      });
      const payments = await screen.findByRole('region', { name: 'Payments to your address' });
      await waitFor(() => expect(within(payments).getAllByRole('listitem')).toHaveLength(1));
      await waitFor(() => expect(socket.sent()).toContainEqual({ op: 'news.watch', topics: ['chain'] }));
      const reads = () => api.callsTo(moneyApi.deposits).filter((call) => call.query.method === 'chain').length;
      socket.push({ type: 'news.watching', topics: ['chain'] }); // heard: asked once, then no polling
      await waitFor(() => expect(reads()).toBeGreaterThanOrEqual(2));
      const heard = reads();
      vi.advanceTimersByTime(30_000);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(reads()).toBe(heard);

      // A block is mined: the list asks again, and the payment is completed.
      confirmations = 3;
      socket.push({ type: 'news.changed', topic: 'chain' });
      await waitFor(() => expect(payments.textContent).toContain('Completed'));
      expect(reads()).toBe(heard + 1);
      // Nothing waits any more: the chain's news is no longer watched.
      await waitFor(() =>
        expect(
          socket
            .sent()
            .filter((m) => m.op === 'news.watch')
            .at(-1),
        ).toEqual({
          op: 'news.watch',
          topics: [],
        }),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives the bank details, refuses the bank form’s empty or small fields, and shows a deposit in review', async () => {
    const { user, api } = await renderTrade('/assets/deposit?method=bank', {
      api: depositApi((method) =>
        method === 'bank'
          ? [
              bankDeposit({
                id: 2,
                amount: '500.00',
                receiptPath: 'receipts/r.png',
                reviewDeadline: '2026-03-02T15:35:00.000Z',
              }),
              bankDeposit({
                id: 1,
                amount: '120.00',
                status: 'completed',
                entryId: 3,
              }),
            ]
          : [],
      ),
    });
    expect((await screen.findByRole('tab', { name: 'Bank transfer' })).getAttribute('aria-selected')).toBe('true');
    expect((await screen.findByRole('region', { name: 'Platform bank account' })).textContent).toContain('Sandbox');
    expect(screen.getByTestId('bank-reference').textContent).toBe('DEP-100007');
    expect(screen.getByText(/It is checked within 5 minutes/)).toBeTruthy();

    const form = screen.getByRole('region', { name: 'Tell us about your transfer' });
    const amount = within(form).getByLabelText(/^Amount/);
    await user.click(within(form).getByRole('button', { name: 'Submit for review' }));
    expect(fieldError(amount)).toBe('Please enter the correct amount');
    expect(within(form).getByText('Please upload your credentials first')).toBeTruthy();
    await user.type(amount, '0.99');
    await user.click(within(form).getByRole('button', { name: 'Submit for review' }));
    expect(fieldError(amount)).toBe('The minimum deposit amount is 1');
    expect(api.callsTo(moneyApi.createBankDeposit)).toEqual([]);

    const list = screen.getByRole('region', { name: 'Your bank deposits' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const [pending, done] = within(list).getAllByRole('listitem');
    expect(pending!.textContent).toContain('500.00 USD');
    expect(pending!.textContent).toContain('Pending review');
    expect(pending!.textContent).toMatch(/Checked by .+ at the latest/);
    expect(done!.textContent).toContain('Completed');
  });
});
