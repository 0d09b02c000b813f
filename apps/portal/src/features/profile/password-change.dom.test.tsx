// Changing the password on the profile's Details tab (moved from e2e/portal/account-pages.spec.ts): a wrong current
// password is shown on its field and nothing changes; a change says so, ends the session here and goes to /login.
// That the server ends every session and the new password works is apps/server/src/features/account/account.test.ts's.
import { accountApi, CASE_STATES, type CaseState, inboxApi, mediationApi } from '@platform/contracts';
import { fieldError, handle, refuse } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { fill } from '../../testing/fill.ts';
import { APPLICANT, renderPortal } from '../../testing/render-portal.tsx';

it('refuses a wrong current password on its field, then changes it, ends the session and goes to /login', async () => {
  const { user, router, api } = await renderPortal('/profile', {
    signedIn: APPLICANT,
    api: [
      handle(mediationApi.caseCounts, {
        total: 0,
        open: 0,
        closed: 0,
        byStatus: Object.fromEntries(CASE_STATES.map((state) => [state, 0])) as Record<CaseState, number>,
      }),
      handle(inboxApi.unread, { unread: 0 }),
      handle(accountApi.updatePwd, ({ body }) =>
        body.oldPassword === 'journey-pass-1'
          ? null
          : refuse(400, 'The current password is incorrect', [
              { field: 'oldPassword', message: 'The current password is incorrect' },
            ]),
      ),
    ],
  });
  const details = await screen.findByRole('tabpanel', { name: 'Details' });
  within(details).getByText(APPLICANT.email);
  await fill(user, within(details).getByLabelText(/^Current password/), 'wrong-password-1');
  await fill(user, within(details).getByLabelText(/^New password/), 'brand-new-pass-9');
  await user.click(within(details).getByRole('button', { name: 'Change password' }));
  await waitFor(() =>
    expect(fieldError(within(details).getByLabelText(/^Current password/))).toBe('The current password is incorrect'),
  );
  expect(localStorage.getItem('token')).toBe('test-token');

  await fill(user, within(details).getByLabelText(/^Current password/), 'journey-pass-1');
  await user.click(within(details).getByRole('button', { name: 'Change password' }));
  await screen.findByText('Password changed. Please log in again.');
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(localStorage.getItem('token')).toBeNull();
  expect(api.callsTo(accountApi.updatePwd).at(-1)?.body).toEqual({
    oldPassword: 'journey-pass-1',
    newPassword: 'brand-new-pass-9',
  });
}, 60_000);
