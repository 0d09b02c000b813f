// The loan calculator in a DOM: an amount outside the product's range (or with fractions of a cent) refused under it
// with nothing asked; the server's schedule for the amount and term chosen, hidden again once the amount changes; an
// application sent as quoted after the confirm dialog, with a key against sending it twice, then the loan's page; and
// the server's KYC gate turning Apply off with the way to verify, in Chinese. What the figures are is
// loans-screens.test.tsx's (static markup) and the server's; the browser journey is e2e/trade/loans.spec.ts.
import { type LoanExposureView, loansApi, type RealInfoView, realNameApi } from '@platform/contracts';
import { fieldError, handle, refuse } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTrade } from '../../testing/render-trade.tsx';
import { pending, product, quote } from './loans-fixture.ts';

const EXPOSURE: LoanExposureView = {
  currency: 'USD',
  limit: '50000.00',
  outstanding: '0.00',
  pending: '0.00',
  headroom: '50000.00',
  pendingProductIds: [],
};

const loansScreen = ({ identity = 'approved' }: { identity?: RealInfoView['status'] } = {}) => [
  handle(loansApi.products, [product]),
  handle(realNameApi.info, { status: identity, submission: null }),
  handle(loansApi.exposure, EXPOSURE),
  handle(loansApi.quote, ({ query }) => ({ ...quote, amount: `${query.amount}.00`, termMonths: query.termMonths })),
];

const amountField = () => screen.findByRole('textbox', { name: /^Amount \(USD\)/ });
const showButton = () => screen.getByRole('button', { name: 'Show the schedule' });

describe('the loan calculator', () => {
  it("refuses an amount outside the product's range or in fractions of a cent, and asks nothing", async () => {
    const { user, api } = await renderTrade('/loans', { api: loansScreen() });
    const amount = await amountField();
    for (const typed of ['99.99', '20000.01', '150.005']) {
      await user.clear(amount);
      await user.type(amount, typed);
      await user.click(showButton());
      expect(fieldError(amount)).toBe('The amount must lie within the product’s range, in whole cents');
    }
    expect(api.callsTo(loansApi.quote)).toEqual([]);
    expect(screen.queryByTestId('loan-quote')).toBeNull();
  });

  it("shows the server's schedule for the amount and term chosen, and hides it once the amount changes", async () => {
    const { user, api } = await renderTrade('/loans', { api: loansScreen() });
    const amount = await amountField();
    await user.type(amount, '1000');
    await user.click(screen.getByRole('textbox', { name: /^Term/ }));
    // 3 months: the term the fake's schedule is worked out for.
    await user.click(await screen.findByRole('option', { name: '3 months', hidden: true }));
    await user.click(showButton());
    const schedule = await screen.findByTestId('loan-quote');
    expect(api.callsTo(loansApi.quote).map((call) => [call.params, call.query])).toEqual([
      [{ id: 4 }, { amount: '1000', termMonths: 3 }],
    ]);
    expect(within(schedule).getByTestId('loan-instalment-1').textContent).toContain('330.02');
    expect(within(schedule).getByTestId('loan-schedule-totals').textContent).toContain('1,020.07');
    expect(within(schedule).getByRole('button', { name: 'Apply for this loan' })).toBeTruthy();
    // A computed figure opens its working with the quote's own numbers.
    await user.click(within(schedule).getByRole('button', { name: 'How Monthly instalment is worked out' }));
    expect((await screen.findByTestId('loan-instalmentAmount-steps')).textContent).toContain(
      'r = 1.0000 % = 0.01, n = 3: 1000.00 × 0.01 ÷ (1 − (1 + 0.01)^−3) = 340.02 USD',
    );
    await user.click(within(schedule).getByRole('button', { name: 'How Total cost (interest + fees) is worked out' }));
    expect((await screen.findByTestId('loan-totalCost-steps')).textContent).toContain('20.07 + 10.00 = 30.07 USD');

    await user.type(amount, '0');
    expect(screen.queryByTestId('loan-quote')).toBeNull();
  });

  it('sends the application as quoted once confirmed, with a key against sending it twice, and opens the loan', async () => {
    const { user, api, router } = await renderTrade('/loans', {
      api: [
        ...loansScreen(),
        handle(loansApi.apply, ({ headers }) => {
          expect(headers.get('Idempotency-Key')).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
          return { loan: pending, instalments: [], earlyRepayment: null, nextPayment: null };
        }),
        handle(loansApi.loan, { loan: pending, instalments: [], earlyRepayment: null, nextPayment: null }),
      ],
    });
    await user.type(await amountField(), '1000');
    await user.click(showButton());
    await user.click(await screen.findByRole('button', { name: 'Apply for this loan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm application · Everyday loan' });
    expect(within(dialog).getByTestId('loan-confirm-totalCost').textContent).toBe('30.07 USD');
    expect(api.callsTo(loansApi.apply)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Application sent: an operator will review it')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/loans/mine/31'));
    expect(api.callsTo(loansApi.apply).map((call) => call.body)).toEqual([
      { productId: 4, amount: '1000', termMonths: 3 },
    ]);
  });

  it('turns Apply off with the way to verify when the server asks for a verified identity, in Chinese', async () => {
    const { user, api } = await renderTrade('/loans', {
      language: 'zh',
      api: [
        ...loansScreen({ identity: 'approved' }),
        handle(loansApi.apply, refuse(409, '请先完成身份认证', { gate: 'kyc' })),
      ],
    });
    await user.type(await screen.findByRole('textbox', { name: /^金额（USD）/ }), '1000');
    await user.click(screen.getByRole('button', { name: '查看还款计划' }));
    await user.click(await screen.findByRole('button', { name: '申请此贷款' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '申请' }));
    const gate = await screen.findByTestId('loans-kyc-gate');
    expect(gate.textContent).toBe('申请贷款需要先完成身份认证。 去认证身份');
    expect(within(gate).getByRole('link').getAttribute('href')).toBe('/kyc');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '申请此贷款' }).disabled).toBe(true);
    expect(api.callsTo(loansApi.apply)).toHaveLength(1);
  });
});
