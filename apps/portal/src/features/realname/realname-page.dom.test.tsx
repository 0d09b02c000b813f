// Real-name verification as the user sees it (moved from e2e/portal/account-pages.spec.ts): each field's check before
// anything is sent, the pending submission with its number masked, a rejection with the reviewer's reason and the form
// again, and the approved state. Submitting with two uploaded images and a reviewer's approval is the mediation
// journey's (e2e/portal/journey.spec.ts); the server's rules are apps/server/src/features/realname/realname.test.ts's.
import { filesApi, type RealInfoView, realNameApi, systemApi } from '@platform/contracts';
import { fieldError, handle } from '@platform/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { APPLICANT, renderPortal } from '../../testing/render-portal.tsx';

const COUNTRIES = [
  {
    dictLabel: 'Countries and regions',
    dictValue: JSON.stringify([{ country_name_en: 'United Kingdom', country_code: 'GB', country_name_zh: '英国' }]),
  },
];
const SUBMISSION = {
  id: 1,
  fullName: 'Jordan Example',
  idType: 'passport',
  idNumberMasked: '****4567',
  country: 'GB',
  firstName: null,
  lastName: null,
  frontImage: {
    path: '/file/0b6c5a9e-2f3d-4c1b-9a8e-7d6f5e4c3b2a.png',
    name: 'front.png',
    mime: 'image/png',
    size: 68,
  },
  backImage: { path: '/file/1c7d6b0f-3a4e-4d2c-8b9f-8e7a6f5d4c3b.png', name: 'back.png', mime: 'image/png', size: 68 },
  submittedAt: '2026-03-02T09:00:00.000Z',
  reviewedAt: null,
  rejectReason: null,
} satisfies NonNullable<RealInfoView['submission']>;

const renderRealName = (info: RealInfoView) =>
  renderPortal('/realname', {
    signedIn: APPLICANT,
    api: [
      handle(realNameApi.info, info),
      handle(systemApi.dictData, COUNTRIES),
      handle(filesApi.file, new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' })),
    ],
  });

describe('real-name verification', () => {
  it('checks every field before anything is sent, and asks for the passport number by its name', async () => {
    const { user, api } = await renderRealName({ status: 'none', submission: null });
    expect((await screen.findByTestId('realname-status')).textContent).toBe('Not submitted');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(fieldError(screen.getByRole('textbox', { name: /^Full name/ }))).toBe('Please enter your full name');
    expect(fieldError(screen.getByRole('textbox', { name: /^ID type/ }))).toBe('Please choose the ID type');
    expect(fieldError(screen.getByRole('textbox', { name: /^Country or region/ }))).toBe('Please Select Country');
    expect(screen.getAllByText('Please Upload Image')).toHaveLength(2);

    await user.click(screen.getByRole('textbox', { name: /^ID type/ }));
    await user.click(await screen.findByRole('option', { name: 'Passport', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() =>
      expect(fieldError(screen.getByRole('textbox', { name: /^ID number/ }))).toBe('Please Enter Passport Number'),
    );
    expect(api.callsTo(realNameApi.submit)).toHaveLength(0);
  }, 60_000);

  it('shows a pending submission with only the last four characters of the number', async () => {
    await renderRealName({ status: 'pending', submission: SUBMISSION });
    expect((await screen.findByTestId('realname-status')).textContent).toBe('Under review');
    screen.getByText(/4567/);
    expect(screen.queryByText(/X1234567/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).toBeNull();
  });

  it("shows a rejection with the reviewer's reason, and the form again on Submit again", async () => {
    const { user } = await renderRealName({
      status: 'rejected',
      submission: { ...SUBMISSION, reviewedAt: '2026-03-03T09:00:00.000Z', rejectReason: 'The back is unreadable.' },
    });
    expect((await screen.findByTestId('realname-status')).textContent).toBe('Not approved');
    screen.getByText('The back is unreadable.');
    await user.click(screen.getByRole('button', { name: 'Submit again' }));
    await screen.findByRole('button', { name: 'Submit for review' });
  });

  it('shows an approved verification as Verified, with nothing to submit', async () => {
    await renderRealName({
      status: 'approved',
      submission: { ...SUBMISSION, reviewedAt: '2026-03-03T09:00:00.000Z' },
    });
    expect((await screen.findByTestId('realname-status')).textContent).toBe('Verified');
    expect(screen.queryByRole('button', { name: /Submit/ })).toBeNull();
  });
});
