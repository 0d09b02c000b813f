// Identity verification in a DOM: every empty field refused under it before anything is sent, a passport asking for
// its number by name and for its photo page only; a submission under review as the user submitted it (in Chinese, the
// country from the dictionary); a refusal with the reviewer's reason, then the form again with the names kept. The
// server's rules are apps/server/src/features/realname's tests; the browser journey (e2e/trade/kyc.spec.ts) uploads.
import { type RealInfoView, realNameApi, systemApi } from '@platform/contracts';
import { fieldError, handle } from '@platform/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTrade } from '../../testing/render-trade.tsx';

const COUNTRIES = [
  {
    dictLabel: 'Countries and regions',
    dictValue: JSON.stringify([
      { country_name_en: 'United Kingdom', country_code: 'GB', country_name_zh: '英国' },
      { country_name_en: 'Germany', country_code: 'DE', country_name_zh: '德国' },
    ]),
  },
];

const image = (path: string) => ({ path, name: 'page.png', mime: 'image/png', size: 68 });
const SUBMISSION = {
  id: 3,
  fullName: 'Jordan Example',
  idType: 'passport',
  idNumberMasked: '****4567',
  country: 'GB',
  firstName: 'Jordan',
  lastName: 'Example',
  frontImage: image('/file/0b6c5a9e-2f3d-4c1b-9a8e-7d6f5e4c3b2a.png'),
  backImage: null,
  submittedAt: '2026-03-02T09:00:00.000Z',
  reviewedAt: null,
  rejectReason: null,
} satisfies NonNullable<RealInfoView['submission']>;

const kycScreen = (info: RealInfoView) => [
  handle(realNameApi.info, info),
  handle(systemApi.dictData, ({ query }) => (query.dictType === 'mediate_country' ? COUNTRIES : [])),
];

const submitButton = () => screen.getByRole('button', { name: 'Submit for review' });

describe('identity verification', () => {
  it('refuses every empty field under it, asks a passport for its number and photo page only, and sends nothing', async () => {
    const { user, api } = await renderTrade('/kyc', { api: kycScreen({ status: 'none', submission: null }) });
    await user.click(await screen.findByRole('button', { name: 'Submit for review' }));
    expect(fieldError(screen.getByRole('textbox', { name: /^Country/ }))).toBe('Please Select Country');
    expect(fieldError(screen.getByRole('textbox', { name: /^First name/ }))).toBe('Please Enter First Name');
    expect(fieldError(screen.getByRole('textbox', { name: /^Last name/ }))).toBe('Please Enter Last Name');
    expect(fieldError(screen.getByRole('textbox', { name: /^ID card number/ }))).toBe('Please Enter ID Card Number');
    expect(fieldError(screen.getByRole('button', { name: /^Front of the ID card/ }))).toBe('Please Upload Image');
    expect(fieldError(screen.getByRole('button', { name: /^Back of the ID card/ }))).toBe('Please Upload Image');

    await user.click(screen.getByRole('radio', { name: 'Passport' }));
    await user.click(submitButton());
    expect(fieldError(screen.getByRole('textbox', { name: /^Passport number/ }))).toBe('Please Enter Passport Number');
    expect(fieldError(screen.getByRole('button', { name: /^Passport photo page/ }))).toBe('Please Upload Image');
    expect(screen.queryByRole('button', { name: /^Back of the ID card/ })).toBeNull();
    // A number of the wrong form is refused by the same rule the server applies.
    const number = screen.getByRole('textbox', { name: /^Passport number/ });
    await user.type(number, 'X1!');
    await user.click(submitButton());
    expect(fieldError(number)).toBe('The ID number may contain only letters, digits, spaces and -, 4 to 30 characters');
    expect(api.callsTo(realNameApi.submitKyc)).toEqual([]);
  });

  it('shows a submission under review as sent, its number masked and its country by name, in Chinese', async () => {
    await renderTrade('/kyc', { api: kycScreen({ status: 'pending', submission: SUBMISSION }), language: 'zh' });
    const state = await screen.findByTestId('kyc-state');
    expect(state.dataset.state).toBe('pending');
    expect(state.textContent).toContain('审核中');
    expect(state.textContent).toContain('审核最长需要 24 小时');
    expect((await within(state).findByText(/英国$/)).textContent).toBe('Jordan Example · 护照 ****4567 · 英国');
    expect(screen.queryByRole('button', { name: '提交审核' })).toBeNull();
  });

  it("shows a refusal with the reviewer's reason, and on Try again the form with the names kept", async () => {
    const { user } = await renderTrade('/kyc', {
      api: kycScreen({
        status: 'rejected',
        submission: { ...SUBMISSION, reviewedAt: '2026-03-03T09:00:00.000Z', rejectReason: 'The photo is blurred.' },
      }),
    });
    const state = await screen.findByTestId('kyc-state');
    expect(state.dataset.state).toBe('rejected');
    expect(state.textContent).toContain('The reviewer could not verify your identity: The photo is blurred.');
    await user.click(within(state).getByRole('button', { name: 'Try again' }));
    expect(screen.queryByTestId('kyc-state')).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^First name/ }).value).toBe('Jordan');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Last name/ }).value).toBe('Example');
    expect(submitButton()).toBeTruthy();
  });
});
