// Pages that need a user, and a session the server no longer knows (moved from e2e/portal/account-pages.spec.ts and
// login-logout.spec.ts): a visitor goes to /login and back after logging in; a refused token says 'Login expired' and
// leads to /login with the way back; a stored session is dropped on start when the server refuses it.
import { feedbackApi, identityApi, inboxApi, mediationApi } from '@platform/contracts';
import { handle, refuse } from '@platform/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadUserOnStart } from '../features/auth/load-user.ts';
import { fill } from '../testing/fill.ts';
import { landingLists } from '../testing/fixtures.ts';
import { APPLICANT, renderPortal } from '../testing/render-portal.tsx';

const GUARDED = ['/realname', '/profile', '/account', '/apply', '/feedback', '/contract', '/pdf'];
const expired = refuse(401, 'Login expired');

describe('pages that need a user', () => {
  it.each(GUARDED)('%s sends a visitor to /login with the way back', async (route) => {
    const { router } = await renderPortal(route);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent(route)}`);
  });

  it('bring the visitor back to the page after logging in', async () => {
    const { user, router } = await renderPortal('/feedback?page=2', {
      api: [
        handle(identityApi.login, { token: 'new-token', user: APPLICANT }),
        handle(feedbackApi.findMine, { rows: [], total: 0 }),
      ],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await fill(user, await screen.findByRole('textbox', { name: 'Account' }), APPLICANT.email);
    await fill(user, screen.getByLabelText(/^Password/), 'journey-pass-1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('heading', { level: 1, name: 'Feedback' });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/feedback?page=2');
  });
});

describe('a session the server no longer knows', () => {
  it('says Login expired and goes to /login with the way back to the page', async () => {
    const { router } = await renderPortal('/profile?tab=cases', {
      signedIn: APPLICANT,
      api: [
        handle(mediationApi.caseCounts, expired),
        handle(mediationApi.cases, expired),
        handle(inboxApi.unread, expired),
        handle(mediationApi.reports, expired),
      ],
    });
    await screen.findByText('Login expired');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fprofile%3Ftab%3Dcases');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('is dropped on start: the stored token and user are removed, with Login expired', async () => {
    await renderPortal('/home', {
      signedIn: APPLICANT,
      api: [...landingLists(), handle(identityApi.getUserInfo, expired)],
    });
    expect(localStorage.getItem('token')).toBe('test-token');
    await loadUserOnStart();
    await screen.findByText('Login expired');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });
});
